"""Test settings: Hypothesis runs derandomized so that CI is repeatable."""

from hypothesis import settings

settings.register_profile("atout", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("atout")
