"""Trick-play habits shared by the trick games: reading a trick, sensible cards, greedy play."""
