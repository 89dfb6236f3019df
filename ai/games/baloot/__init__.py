"""Saudi Baloot's AI: the rule-based calls, on top of the Belote family's card play."""
