"""The Belote family's AI (``belote_bga``, ``belote_classic``): bidding, inference, card-set
rollouts and the exact endgame solver (the rollouts also serve Baloot)."""
