"""Pure types shared by every game: cards, decks, seats, tricks, the game API."""
