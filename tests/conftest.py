"""Test settings: Hypothesis runs derandomized so that CI is repeatable; every test starts
in English whatever language an earlier test on the same worker left chosen."""

import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

from game.ui import i18n

os.environ["LANGUAGE"] = "en"  # a first start in English, whatever the machine's language

settings.register_profile("atout", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("atout")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")
