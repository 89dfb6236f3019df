"""The ``kammelna`` scoring option: the README's worked examples, the record and the replayer,
and random hands whose card points always give 26 (Sun) or 16 (Hokum) game points."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from game.baloot.definition import DEFINITION
from game.baloot.kammelna import hand_base, hokum_own, score_kammelna_hand, sun_own
from game.baloot.playout import random_playout
from game.baloot.rules import SCORING_KAMMELNA, SCORING_SPEC, BalootRules
from game.baloot.scoring import BalootScore, score_baloot_hand
from game.baloot.state import PLAY, BalootState
from game.core.api import DealContext
from game.core.decks import PIQUET_32, shuffled
from game.core.errors import OptionError
from game.core.match import Match
from game.session.record import GameRecord, RecordedDeal
from game.session.replay import replay
from tests.baloot.test_playout_twin import biased_call
from tests.twin_helpers import finish_at_random

NOTHING = (0, 0)


def sun(
    bidders: int,
    card: tuple[int, int],
    projects: tuple[int, int] = NOTHING,
    four_aces: tuple[int, int] = NOTHING,
    **kw: Any,
) -> BalootScore:
    return kammelna(True, bidders, card, projects, four_aces, **kw)


def hokum(
    bidders: int, card: tuple[int, int], projects: tuple[int, int] = NOTHING, **kw: Any
) -> BalootScore:
    return kammelna(False, bidders, card, projects, NOTHING, **kw)


def kammelna(
    is_sun: bool,
    bidders: int,
    card: tuple[int, int],
    projects: tuple[int, int],
    four_aces: tuple[int, int],
    with_projects: bool = True,
    kaboot: int | None = None,
    factor: int = 1,
    gahwa: bool = False,
    baloot: tuple[int, int] = NOTHING,
) -> BalootScore:
    return score_kammelna_hand(
        is_sun, bidders, card, projects, four_aces, with_projects, kaboot, factor, gahwa, baloot
    )


# --- one team's conversion and the pair ----------------------------------------------------


def test_one_teams_conversion() -> None:
    assert [sun_own(r) for r in (65, 66, 64, 61, 69, 55, 130, 0)] == [13, 14, 12, 12, 14, 11, 26, 0]
    assert [hokum_own(r) for r in (85, 86, 81, 77, 162, 0)] == [8, 9, 8, 8, 16, 0]


def test_the_pair_adds_up_where_rounding_each_team_alone_would_not() -> None:
    assert hand_base(False, (86, 76)) == (8, 8)  # alone: 9 + 8 = 17
    assert hand_base(False, (56, 106)) == (6, 10)  # alone: 6 + 11 = 17
    assert hand_base(True, (65, 65)) == (13, 13)  # the spec's rounding: 14 + 14 = 28
    assert hand_base(False, (81, 81)) == (8, 8)


# --- the README's worked examples -------------------------------------------------------


def test_sun_made_with_a_five() -> None:
    score = sun(0, (75, 55))
    assert (score.points, score.outcome) == ((15, 11), "made")
    spec = score_baloot_hand(True, 0, (75, 55), (75, 55), NOTHING, 1, False, NOTHING)
    assert spec.points == (16, 12)  # the spec rounds each 5 up: 28 in all


def test_sun_failed() -> None:
    score = sun(1, (75, 55))
    assert (score.points, score.outcome, score.winner) == ((26, 0), "failed", 0)


def test_hokum_made() -> None:
    score = hokum(0, (97, 65))
    assert (score.points, score.outcome) == ((10, 6), "made")
    assert score.conversion.rounded == (10, 6)
    assert score.conversion.base == (10, 6)


def test_hokum_failed_keeps_the_bidders_baloot() -> None:
    score = hokum(0, (52, 110), baloot=(1, 0))
    assert (score.points, score.outcome) == ((2, 16), "failed")


def test_hokum_86_76_is_8_8_and_the_raw_points_decide() -> None:
    made = hokum(0, (86, 76))
    assert (made.points, made.outcome) == ((8, 8), "made")
    assert made.conversion.rounded == (9, 8)
    assert made.conversion.base == (8, 8)
    assert made.conversion.tie_break == (86, 76)
    failed = hokum(1, (86, 76))
    assert (failed.points, failed.outcome) == ((16, 0), "failed")


def test_equal_game_points_and_equal_raw_points_go_to_the_bidders() -> None:
    for score in (hokum(1, (81, 81)), sun(1, (65, 65))):
        assert score.outcome == "made"
        assert score.points[0] == score.points[1]
    tie = hokum(1, (85, 77))  # 8 and 8; 85 > 77
    assert (tie.points, tie.outcome) == ((16, 0), "failed")


def test_projects_count_in_the_contract_test_unless_the_option_is_off() -> None:
    with_projects = sun(0, (61, 69), projects=(20, 0))
    assert with_projects.conversion.base == (12, 14)
    assert with_projects.conversion.projects == (4, 0)
    assert (with_projects.points, with_projects.outcome) == ((16, 14), "made")
    cards_only = sun(0, (61, 69), projects=(20, 0), with_projects=False)
    assert (cards_only.points, cards_only.outcome) == ((0, 30), "failed")


def test_hokum_projects_are_a_tenth() -> None:
    score = hokum(1, (70, 92), projects=(0, 150))  # a hundred and a fifty
    assert score.conversion.projects == (0, 15)
    assert score.points == (7, 24)


def test_four_aces_in_sun_count_40_and_double_with_the_hand() -> None:
    score = sun(0, (65, 65), projects=(400, 0), four_aces=(1, 0))
    assert score.points == (53, 13)
    doubled = sun(0, (65, 65), projects=(400, 0), four_aces=(1, 0), factor=2)
    assert doubled.points == (132, 0)


def test_kaboot_in_sun_and_in_hokum() -> None:
    assert sun(0, (130, 0), kaboot=0).points == (44, 0)
    assert sun(0, (130, 0), projects=(50, 0), kaboot=0).points == (54, 0)
    assert hokum(0, (162, 0), kaboot=0, baloot=(1, 0)).points == (27, 0)
    defenders = hokum(0, (0, 162), kaboot=1)
    assert (defenders.points, defenders.outcome) == ((0, 25), "failed")
    assert defenders.conversion.kaboot == 1
    assert sun(1, (0, 130), kaboot=1, factor=2).points == (0, 88)


def test_a_kaboot_team_wins_even_against_more_projects() -> None:
    score = hokum(1, (162, 0), projects=(0, 250), kaboot=0)
    assert (score.winner, score.outcome) == (0, "failed")
    assert score.points == (50, 0)


def test_doubled_triple_and_their_ties() -> None:
    assert hokum(0, (100, 62), factor=2).points == (32, 0)
    assert hokum(0, (62, 100), factor=3).points == (0, 48)
    assert hokum(1, (81, 81), factor=2).points == (0, 32)  # all equal: the bidders
    assert hokum(1, (86, 76), factor=4, baloot=(0, 1)).points == (64, 2)


def test_gahwa_goes_to_the_stronger_team() -> None:
    score = hokum(1, (86, 76), factor=4, gahwa=True)
    assert (score.points, score.decides_winner, score.outcome) == ((0, 0), 0, "gahwa")


# --- the option in the definition, the record and the replayer --------------------------------


def test_the_option_and_its_values() -> None:
    assert DEFINITION.parse_options({}).scoring == SCORING_SPEC
    rules = DEFINITION.parse_options({"scoring": "kammelna"})
    assert rules.scoring == SCORING_KAMMELNA
    assert DEFINITION.options_to_json(rules)["scoring"] == "kammelna"
    assert DEFINITION.options_to_json(BalootRules())["scoring"] == "spec"
    with pytest.raises(OptionError):
        DEFINITION.parse_options({"scoring": "rounded"})
    scoring = next(o for o in DEFINITION.options if o.name == "scoring")
    assert scoring.choices == ("spec", "kammelna")
    assert scoring.next_choice("spec") == "kammelna"


def random_game(scoring: str, seed: int, deals: int) -> tuple[Match, GameRecord]:
    rules = BalootRules(scoring=scoring)
    rng = random.Random(seed)
    match = Match(DEFINITION, rules, rng.randrange(4))
    record = GameRecord("baloot", DEFINITION.options_to_json(rules), match.first_dealer)
    while not match.is_finished and len(match.results) < deals:
        cards, state = match.deal_shuffled(rng)
        assert isinstance(state, BalootState)
        deal = RecordedDeal([c.code for c in cards])
        record.deals.append(deal)
        while not state.is_over:
            action = (
                rng.choice(state.legal_actions())
                if state.phase == PLAY
                else biased_call(state, rng)
            )
            deal.actions.append((state.to_act, str(action)))
            state.apply(action)
        match.finish_deal(state)
    return match, record


@pytest.mark.parametrize("scoring", ["spec", "kammelna"])
def test_records_carry_the_scoring_and_replay_to_the_same_totals(scoring: str) -> None:
    match, record = random_game(scoring, 5, 6)
    assert record.to_json()["options"]["scoring"] == scoring
    replayed = replay(record)
    assert replayed.match.totals == match.totals
    assert replayed.match.rules.scoring == scoring


def test_a_record_without_the_option_replays_under_the_spec() -> None:
    match, record = random_game("spec", 9, 4)
    del record.options["scoring"]
    assert replay(record).match.totals == match.totals


# --- random hands ------------------------------------------------------------------------


def played_hands(seed: int, count: int) -> list[BalootState]:
    rng = random.Random(seed)
    hands: list[BalootState] = []
    while len(hands) < count:
        rules = BalootRules(
            scoring=SCORING_KAMMELNA,
            compare_with_projects=rng.random() < 0.5,
            predeal_choice=False,
        )
        totals = rng.choice(((0, 0), (120, 40), (40, 101)))
        state = DEFINITION.new_deal(
            rules, shuffled(PIQUET_32, rng), DealContext(rng.randrange(4), totals, 0, None)
        )
        while not state.is_over and state.phase != PLAY:
            state.apply(biased_call(state, rng))
        if state.is_over:
            continue
        hands.append(finish_at_random(state, rng))
    return hands


def test_every_hand_gives_26_or_16_unless_kaboot() -> None:
    kinds: set[tuple[bool, bool]] = set()
    differ = 0
    for state in played_hands(41, 600):
        score = state.score_from(state.team_card_points(), state.last_trick_winner, state.baloot)
        conversion = score.conversion
        total = 130 if state.sun else 162
        assert sum(conversion.raw) == total
        kaboot = conversion.kaboot is not None
        if not kaboot:
            assert sum(conversion.base) == (26 if state.sun else 16), conversion
        else:
            assert sorted(conversion.base) == [0, 44 if state.sun else 25]
        if score.outcome == "made":
            assert score.points[0] + score.points[1] == sum(score.game_points) + 2 * sum(
                state.baloot
            )
        kinds.add((state.sun, kaboot))
        assert state.result().points == score.points
        spec = state.clone()
        spec.rules = replace(state.rules, scoring=SCORING_SPEC)
        differ += spec.result().points != score.points
    assert {(True, False), (False, False)} <= kinds
    assert differ > 0


def test_the_fast_playout_scores_like_the_api_under_kammelna() -> None:
    rng = random.Random(7)
    for start in played_starts(rng, 60):
        for k in range(10):
            expected = finish_at_random(start, random.Random(k)).result()
            score = random_playout(start, random.Random(k))
            assert (score.points, score.decides_winner) == (
                expected.points,
                expected.decides_winner,
            )


def played_starts(rng: random.Random, count: int) -> list[BalootState]:
    """Deals part-way through the play, some tricks already taken (so Kaboot needs them)."""
    starts: list[BalootState] = []
    while len(starts) < count:
        rules = BalootRules(scoring=SCORING_KAMMELNA, predeal_choice=False)
        state = DEFINITION.new_deal(
            rules, shuffled(PIQUET_32, rng), DealContext(rng.randrange(4), (0, 0), 0, None)
        )
        while not state.is_over and state.phase != PLAY:
            state.apply(biased_call(state, rng))
        if state.is_over:
            continue
        for _ in range(rng.randrange(28)):
            state.apply(rng.choice(state.legal_actions()))
        starts.append(state)
    return starts
