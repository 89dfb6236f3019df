"""Every text of the program in English and Japanese: a simple message catalogue.

``tr(key, **values)`` looks the key up in the current language (English when a
key has no Japanese text yet, and the key itself when unknown, so a missing
text shows up on screen rather than crashing).  The rules core speaks English;
``say_reason`` and ``say_action`` put its words into the player's language.
"""

from __future__ import annotations

import re
from typing import Any

SUIT_SIGNS = "♠♥♦♣"

_language = ["en"]

CATALOGUE: dict[str, tuple[str, str]] = {
    # menu
    "app.title": ("Atout", "アトゥ"),
    "app.subtitle": ("Card games against the computer", "コンピューターと遊ぶトランプゲーム"),
    "menu.new": ("New game", "新しいゲーム"),
    "menu.continue": ("Continue", "続きから"),
    "menu.stats": ("Statistics", "成績"),
    "menu.rules": ("Rules", "ルール"),
    "menu.settings": ("Settings", "設定"),
    "menu.quit": ("Quit", "終了"),
    # data files that could not be used (game.session.storage.Problem)
    "file.settings.json": ("The settings file", "設定"),
    "file.statistics.json": ("The statistics file", "成績"),
    "file.saved_game.json": ("The saved game", "保存されたゲーム"),
    "saving.saved_game.json": ("The game", "ゲーム"),
    "saving.settings.json": ("Your settings", "設定"),
    "saving.statistics.json": ("Your statistics", "成績"),
    "problem.damaged": (
        "{file} could not be read and was put aside as {aside}.",
        "{file}のファイルを読めなかったため、{aside} という名前で退避しました。",
    ),
    "problem.unreadable": ("{file} could not be read.", "{file}のファイルを読めませんでした。"),
    "problem.previous.settings.json": (
        "The settings saved before it are used.",
        "その前に保存した設定を使います。",
    ),
    "problem.previous.statistics.json": (
        "The statistics saved before it are used.",
        "その前に保存した成績を使います。",
    ),
    "problem.previous.saved_game.json": (
        "Continue resumes the game as it was saved one step earlier.",
        "「続きから」で、ひとつ前に保存した時点から再開できます。",
    ),
    "problem.fresh.settings.json": ("The default settings are used.", "初期設定を使います。"),
    "problem.fresh.statistics.json": (
        "Your statistics start again from zero.",
        "成績はゼロから記録し直します。",
    ),
    "problem.write_failed": (
        "{file} could not be saved: {why}. Play goes on; Atout tries again at the next save.",
        "{file}を保存できませんでした（{why}）。ゲームは続けられます。次の保存のときにもう一度試します。",
    ),
    "problem.folder_fallback": (
        "The data folder {file} cannot be used ({why}): until you quit, Atout saves in {aside}.",
        "データフォルダー {file} を使えません（{why}）。終了するまで {aside} に保存します。",
    ),
    "why.full": ("the disk is full", "ディスクがいっぱいです"),
    "why.read_only": ("the folder is read-only", "フォルダーが読み取り専用です"),
    "why.not_a_folder": ("it is not a folder", "フォルダーではありません"),
    "why.other": ("the system refused to write", "システムが書き込みを拒否しました"),
    # setup
    "setup.title": ("New game", "新しいゲーム"),
    "setup.game": ("Game", "ゲーム"),
    "setup.preset": ("Rules", "ルール設定"),
    "setup.options": ("Options", "オプション"),
    "setup.opponents": ("Computer players", "コンピューター"),
    "setup.start": ("Start", "開始"),
    "setup.back": ("Back", "戻る"),
    "level.easy": ("easy", "やさしい"),
    "level.medium": ("medium", "ふつう"),
    "level.hard": ("hard", "強い"),
    "level.expert": ("expert", "達人"),
    "level.human": ("you", "あなた"),
    "yes": ("yes", "はい"),
    "no": ("no", "いいえ"),
    # seats
    "seat.0": ("You", "あなた"),
    "seat.1": ("West", "西"),
    "seat.2": ("North", "北"),
    "seat.3": ("East", "東"),
    "team.0": ("Us", "味方"),
    "team.1": ("Them", "相手"),
    # table
    "table.scores": ("Scores", "得点"),
    "table.target": ("game to {target}", "{target}点先取"),
    "table.reserve": ("reserve {points}", "持ち越し {points}"),
    "table.contract": ("Contract", "契約"),
    "table.no_contract": ("bidding…", "ビッド中…"),
    "table.by": ("{contract} by {seat}", "{contract}（{seat}）"),
    "table.dealer": ("dealer", "親"),
    "table.turn_you": ("Your turn", "あなたの番です"),
    "table.thinking": ("{seat} is thinking…", "{seat}が考え中…"),
    "table.deal": ("Hand {number}", "第{number}ハンド"),
    "table.turn_up": ("turn-up", "表札"),
    "table.tricks": ("{count} tricks", "{count}トリック"),
    "table.trick_one": ("1 trick", "1トリック"),
    "table.bid_title": ("Your bid", "あなたのビッド"),
    "table.choose": ("Your decision", "あなたの選択"),
    "table.hint_is": ("Hint: {action}", "ヒント: {action}"),
    "table.hint_wait": ("Thinking of a hint…", "ヒントを考え中…"),
    "table.cannot": ("You cannot play {card}: {reason}", "{card}は出せません: {reason}"),
    "table.not_your_turn": ("Wait for your turn", "あなたの番を待ってください"),
    "table.undone": ("Back to your previous decision", "前の選択に戻りました"),
    "button.hint": ("Hint", "ヒント"),
    "button.undo": ("Undo", "戻す"),
    "button.last": ("Last trick", "前のトリック"),
    "button.sheet": ("Score sheet", "得点表"),
    "button.menu": ("Menu", "メニュー"),
    "button.continue": ("Continue", "続ける"),
    "button.close": ("Close", "閉じる"),
    "button.new_game": ("New game", "新しいゲーム"),
    "button.main_menu": ("Main menu", "メインメニュー"),
    "button.resume": ("Resume", "再開"),
    "pause.title": ("Paused", "一時停止"),
    "pause.saved": ("The game is saved after every move.", "ゲームは一手ごとに保存されます。"),
    # summary and end of game
    "summary.title": ("Hand {number}", "第{number}ハンドの結果"),
    "summary.thrown_in": ("Everybody passed: the hand is thrown in.", "全員パス：配り直しです。"),
    "summary.points": ("Points this hand", "このハンドの得点"),
    "summary.totals": ("Totals", "合計"),
    "detail.outcome": ("Contract", "契約"),
    "detail.made": ("Made (tricks and bonuses)", "獲得（トリックとボーナス）"),
    "detail.contract_team": ("Contract team", "契約チーム"),
    "detail.card_points": ("Card points", "札の点"),
    "detail.belote": ("Belote–rebelote", "ベロット・ルベロット"),
    "detail.capot_team": ("Capot (all eight tricks)", "カポ（全トリック）"),
    "detail.reserve_in": ("Reserve brought in", "持ち越し（入）"),
    "detail.reserve_out": ("Reserve left", "持ち越し（残）"),
    "detail.declarer": ("Declarer", "デクレアラー"),
    "detail.taker": ("Taker", "テイカー"),
    "detail.contract": ("Contract", "契約"),
    "detail.contract_scores": ("Contract scores", "契約の得点"),
    "detail.doubles": ("Doubles", "ダブル"),
    "detail.winner": ("Winner", "勝者"),
    "detail.game_points": ("Game points", "ゲームポイント"),
    "detail.bidding_team": ("Bidding team", "ビッドしたチーム"),
    "detail.factor": ("Multiplier", "倍率"),
    "detail.projects": ("Projects", "プロジェクト"),
    "detail.baloot": ("Baloot", "バルート"),
    "detail.declarations": ("Declarations", "宣言"),
    "detail.declaring_team": ("Declaring team", "宣言したチーム"),
    "outcome.made": ("made", "成功"),
    "outcome.failed": ("failed", "失敗"),
    "outcome.tie": ("tie (litige)", "同点（リティージュ）"),
    "outcome.doubled": ("doubled: the stronger team takes all", "ダブル：強いチームが総取り"),
    "outcome.gahwa": ("Gahwa: the game is decided", "ガフワ：ゲームの決着"),
    "none": ("none", "なし"),
    "over.title": ("Game over", "ゲーム終了"),
    "over.won": ("You won!", "あなたの勝ちです！"),
    "over.lost": ("You lost.", "あなたの負けです。"),
    "over.draw": ("A draw.", "引き分けです。"),
    "sheet.title": ("Score sheet", "得点表"),
    "sheet.hand": ("Hand", "ハンド"),
    "sheet.thrown_in": ("(thrown in)", "（配り直し）"),
    "last.title": ("Last trick", "前のトリック"),
    "last.none": ("No trick has been played yet.", "まだトリックはありません。"),
    "last.won_by": ("won by {seat}", "{seat}の勝ち"),
    # announcements
    "say.belote": ("Belote!", "ベロット！"),
    "say.rebelote": ("Rebelote!", "ルベロット！"),
    "say.trick_you": ("You take the trick ({points})", "あなたのトリック（{points}点）"),
    "say.trick": ("{seat} takes the trick ({points})", "{seat}のトリック（{points}点）"),
    # actions
    "act.pass": ("Pass", "パス"),
    "act.take": ("Take", "テイク"),
    "act.all-trump": ("All trumps", "オールトランプ"),
    "act.no-trump": ("No trumps", "ノートランプ"),
    "act.trump": ("{suit} trump", "切り札{suit}"),
    "act.trump:": ("{suit} trump", "切り札{suit}"),
    "act.card": ("play {card}", "{card}を出す"),
    "act.back": ("← back", "← 戻る"),
    # Baloot
    "act.cut": ("Cut", "カット"),
    "act.none": ("No preparation", "そのまま"),
    "act.flip": ("Flip", "フリップ"),
    "act.give3": ("Give three", "3枚渡す"),
    "act.hokum": ("Hokum", "ハカム"),
    "act.hokum:": ("Hokum {suit}", "ハカム{suit}"),
    "act.sun": ("Sun", "サン"),
    "act.ashkal": ("Ashkal", "アシュカル"),
    "act.redeal": ("Redeal", "配り直し"),
    "act.double": ("Double", "ダブル"),
    "act.double:closed": ("Double, lock trump", "ダブル（切り札ロック）"),
    "act.triple": ("Triple", "トリプル"),
    "act.four": ("Four", "フォー"),
    "act.four:closed": ("Four, lock trump", "フォー（切り札ロック）"),
    "act.gahwa": ("Gahwa", "ガフワ"),
    "act.take-over": ("Take over", "引き取る"),
    "act.keep": ("Keep", "そのまま"),
    "act.switch": ("Switch", "切り替え"),
    # Barbu
    "act.contract:no-tricks": ("No tricks", "トリックなし"),
    "act.contract:no-queens": ("No queens", "クイーンなし"),
    "act.contract:no-last-two": ("No last two", "最後の2トリックなし"),
    "act.contract:no-hearts": ("No hearts", "ハートなし"),
    "act.contract:no-king-of-hearts": ("No king of hearts", "ハートのキングなし"),
    "act.contract:trumps": ("Trumps…", "切り札…"),
    "act.contract:trumps:": ("Trumps {suit}", "切り札{suit}"),
    "act.contract:domino": ("Dominoes", "ドミノ"),
    "act.contract:domino:": ("Dominoes from {rank}", "ドミノ（{rank}から）"),
    "act.double:none": ("No double", "ダブルしない"),
    "act.double:": ("Double {seats}", "ダブル: {seats}"),
    "say.baloot": ("Baloot!", "バルート！"),
    "say.four": ("Four {rank}s ({points})", "{rank}のフォーカード（{points}点）"),
    "say.sequence": (
        "{count} in sequence to {rank}{suit} ({points})",
        "{suit}{rank}までの{count}枚続き（{points}点）",
    ),
    "say.out": ("Out!", "上がり！"),
    "table.factor": ("×{factor}", "×{factor}"),
    "table.locked": ("trump locked", "切り札ロック"),
    "table.gahwa": ("Gahwa", "ガフワ"),
    "table.out": ("out ({place})", "上がり（{place}位）"),
    # statistics
    "stats.title": ("Statistics", "成績"),
    "stats.game": ("Game", "ゲーム"),
    "stats.played": ("Played", "対戦数"),
    "stats.won": ("Won", "勝ち"),
    "stats.hands": ("Hands", "ハンド数"),
    "stats.average": ("Average points", "平均得点"),
    "stats.empty": ("No game finished yet.", "まだ終わったゲームはありません。"),
    # settings
    "settings.title": ("Settings", "設定"),
    "settings.language": ("Language", "言語"),
    "settings.speed": ("Animation speed", "アニメーション速度"),
    "settings.deck": ("Deck", "カードの色"),
    "settings.sound": ("Sound", "効果音"),
    "settings.hints": ("Hints", "ヒント"),
    "settings.autoplay": ("Play forced cards automatically", "出せる札が一枚なら自動で出す"),
    "settings.fullscreen": ("Full screen (F11)", "全画面（F11）"),
    "lang.en": ("English", "English"),
    "lang.ja": ("日本語", "日本語"),
    "speed.slow": ("slow", "遅い"),
    "speed.normal": ("normal", "ふつう"),
    "speed.fast": ("fast", "速い"),
    "speed.instant": ("instant", "瞬時"),
    "deck.2": ("two colours", "二色"),
    "deck.4": ("four colours", "四色"),
    "on": ("on", "オン"),
    "off": ("off", "オフ"),
    # rules screen
    "rules.title": ("Rules", "ルール"),
    "rules.missing": ("The rules text is missing.", "ルールの文章が見つかりません。"),
    # game names
    "game.belote_bga": ("Belote (Board Game Arena)", "ブロット（BGA）"),
    "game.belote_classic": ("Belote (classic)", "ブロット（クラシック）"),
    "game.baloot": ("Baloot", "バルート"),
    "game.barbu": ("Barbu", "バルブ"),
    "game.burraco": ("Burraco", "ブラコ"),
    # presets
    "preset.standard": ("standard", "標準"),
    "preset.short": ("short game", "短いゲーム"),
    "preset.all-trump / no-trump": ("with all-trump / no-trump", "オールトランプ等あり"),
    "preset.French play": ("French play rules", "フランス式プレイ"),
    "preset.no pre-deal choice": ("no choice before the deal", "配る前の選択なし"),
    "preset.parlett": ("Parlett's rules", "パーレットのルール"),
    "preset.without declarations": ("without declarations", "宣言なし"),
    # option names
    "option.direction": ("Direction of play", "回る向き"),
    "option.target": ("Game to", "勝利点"),
    "option.all_trump_no_trump": ("All-trump / no-trump round", "オールトランプ・ノートランプ"),
    "option.ashkal_on_ace": ("Ashkal on an ace", "エースでのアシュカル"),
    "option.french_play": ("French play rules", "フランス式プレイ"),
    "option.compare_with_projects": ("Compare with projects", "プロジェクト込みで比較"),
    "option.predeal_choice": ("Choice before the deal", "配る前の選択"),
    "option.declarations": ("Declarations", "宣言"),
    "option.variant": ("Rules", "ルール"),
    "value.standard": ("standard", "標準"),
    "value.parlett": ("Parlett", "パーレット"),
    "value.clockwise": ("clockwise", "時計回り"),
    "value.counterclockwise": ("counter-clockwise", "反時計回り"),
    # suits and ranks
    "suit.0": ("spades", "スペード"),
    "suit.1": ("hearts", "ハート"),
    "suit.2": ("diamonds", "ダイヤ"),
    "suit.3": ("clubs", "クラブ"),
    # reasons from the rules core
    "why.follow": (
        "you must follow suit in {suit} (you hold {cards})",
        "{suit}を出す義務があります（手札: {cards}）",
    ),
    "why.overtrump": (
        "you must overtrump (you hold {cards})",
        "より強い切り札を出す義務があります（手札: {cards}）",
    ),
    "why.trump": (
        "you must trump (you hold {cards})",
        "切り札を出す義務があります（手札: {cards}）",
    ),
    "why.beat": (
        "you must play higher (you hold {cards})",
        "より強い札を出す義務があります（手札: {cards}）",
    ),
    "why.beat_trump": (
        "you must beat the highest trump (you hold {cards})",
        "場の最も強い切り札より強い切り札を出す義務があります（手札: {cards}）",
    ),
    "why.beat_winner": (
        "you must beat the winning card (you hold {cards})",
        "勝っている札より強い札を出す義務があります（手札: {cards}）",
    ),
    "why.win_trump": (
        "you must win the trick with a trump (you hold {cards})",
        "トリックに勝てる切り札を出す義務があります（手札: {cards}）",
    ),
    "why.trump_void": (
        "you must trump when void, even over your partner (you hold {cards})",
        "スートがなければパートナーが勝っていても切り札を出す義務があります（手札: {cards}）",
    ),
    "why.heart_lead": (
        "you may not lead a heart while holding other suits (you hold {cards})",
        "ほかのスートがある間はハートをリードできません（手札: {cards}）",
    ),
    "why.locked": (
        "the trump is locked: no trump lead while you hold another suit ({cards})",
        "切り札ロック中：ほかのスートがある間は切り札をリードできません（{cards}）",
    ),
    "why.layout": (
        "it does not fit the layout (cards that fit: {cards})",
        "列に続きません（出せる札: {cards}）",
    ),
    "why.turn": ("it is not your turn", "あなたの番ではありません"),
    # Burraco
    "button.sort": ("Sort", "並べ替え"),
    "act.cancel": ("Cancel", "やめる"),
    "act.draw": ("Draw from the stock", "山札から引く"),
    "act.pickup": ("Pick up the pile", "捨て札を取る"),
    "act.meld": ("Meld {cards}", "組札 {cards}"),
    "act.layoff": ("Lay off {cards} on meld {number}", "{number}番の組札に{cards}"),
    "act.layoff_low": (
        "{cards} on meld {number}, wild to the low end", "{number}番に{cards}・ワイルドは下端へ"
    ),
    "act.layoff_high": (
        "{cards} on meld {number}, wild to the high end", "{number}番に{cards}・ワイルドは上端へ"
    ),
    "act.discard": ("Discard {card}", "{card}を捨てる"),
    "card.joker": ("Joker", "ジョーカー"),
    "burraco.choose": ("Which meld do you mean?", "どの並びにしますか"),
    "burraco.choose_end": ("Where does the wild card go?", "ワイルドはどちらの端へ？"),
    "burraco.end_low": ("to the low end", "下の端へ"),
    "burraco.end_high": ("to the high end", "上の端へ"),
    "burraco.cards": ("{count} cards", "{count}枚"),
    "burraco.pot_waiting": ("pot", "ポット"),
    "burraco.melds.0": ("Our melds: drop cards here", "味方の組札：ここに札を置く"),
    "burraco.melds.1": ("Their melds", "相手の組札"),
    "burraco.stock": ("stock", "山札"),
    "burraco.pot": ("pot", "ポット"),
    "burraco.pile": ("discard pile", "捨て札"),
    "sheet.closed": ("closed", "上がり"),
    "sheet.stock low": ("stock low", "山札切れ"),
    "sheet.stalemate": ("stalemate", "手詰まり"),
    "burraco.on_table": ("{points} points on the table", "場の組札 {points}点"),
    "burraco.clean": ("clean", "クリーン"),
    "burraco.dirty": ("dirty", "ダーティ"),
    "burraco.phase_draw": ("Draw: click the stock or the pile", "山札か捨て札をクリック"),
    "burraco.phase_play": ("Meld, lay off, then discard", "組札・付け札のあと1枚捨てる"),
    "burraco.sort_by_suit": ("Hand sorted by suit", "手札：スート順"),
    "burraco.sort_by_rank": ("Hand sorted by rank", "手札：数字順"),
    "burraco.last_turn": ("Stock low: last turn", "山札わずか：最後の番"),
    "say.lays_off": ("Lay off {cards}", "付け札 {cards}"),
    "say.picks_up": ("picks up the pile ({count} cards)", "捨て札を取る（{count}枚）"),
    "say.pot": ("The pot!", "ポット！"),
    "say.pot_flight": ("takes the pot and plays on", "ポットを取って続行"),
    "say.pot_discard": ("takes the pot (plays it next turn)", "ポットを取る（次の番から）"),
    "say.pot_seen": ("picks up the pot", "ポットを手札に加える"),
    "say.burraco_clean": ("Clean burraco!", "クリーン・ブラコ！"),
    "say.burraco_dirty": ("Dirty burraco!", "ダーティ・ブラコ！"),
    "say.closes": ("I close!", "上がり！"),
    "say.stock_low": ("The stock is low!", "山札わずか！"),
    "say.stalemate": ("Stalemate!", "手詰まり！"),
    "end.closed": ("The hand was closed", "上がりで終了"),
    "end.closed_by_0": ("We closed the hand", "味方が上がり"),
    "end.closed_by_1": ("They closed the hand", "相手が上がり"),
    "burraco.card_one": ("1 card", "1枚"),
    "end.stock low": ("The stock ran low: the hand is over", "山札が残りわずかで終了"),
    "end.stalemate": (
        "Four one-card pickups in a row: the hand is over", "1枚の捨て札取りが4回続いて終了"
    ),
    "score.burracos": ("Burracos", "ブラコ"),
    "score.burraco_counts": ("{clean} clean, {dirty} dirty", "クリーン{clean}・ダーティ{dirty}"),
    "score.closing": ("Closing", "上がり"),
    "score.melded": ("Cards in melds", "組札の点"),
    "score.pot": ("Pot not taken", "ポットなし"),
    "score.in_hand": ("Cards left in hand", "残り手札"),
    "score.total": ("This hand", "このハンド"),
    "why.b.over": ("the hand is over", "このハンドは終わりました"),
    "why.b.drawn": (
        "you have already drawn this turn: meld, lay off or discard",
        "この番はもう引きました：組札・付け札・捨て札をしてください",
    ),
    "why.b.pile_empty": ("the discard pile is empty", "捨て札がありません"),
    "why.b.draw_first": (
        "first draw from the stock or pick up the discard pile",
        "まず山札から引くか、捨て札を取ってください",
    ),
    "why.b.no_meld": (
        "your team has no meld {number} (it has {count})",
        "味方に{number}番の組札はありません（{count}組）",
    ),
    "why.b.set_twice": (
        "your team already has a set of {rank}s: lay off onto it instead",
        "{rank}の同位札はもうあります：そこに付けてください",
    ),
    "why.b.zero": (
        "your team has taken its pot: you may not meld down to zero cards",
        "ポット取得後は手札を0枚にする組札はできません",
    ),
    "why.b.pinned_last": (
        "you would keep only the card you picked up from a one-card pile, "
        "which you may not discard this turn",
        "1枚だけの捨て札から取った札しか残らず、その札はこの番に捨てられません",
    ),
    "why.b.keep_two": (
        "keep at least two cards: your team has its pot and cannot close yet "
        "(it has no burraco)",
        "2枚以上残してください：ポット取得済みでブラコがないため、まだ上がれません",
    ),
    "why.b.keep_one": (
        "you may keep one card only to close, and the closing card may not be wild",
        "1枚残すのは上がる時だけで、最後の札はワイルドにできません",
    ),
    "why.b.not_held": ("you do not hold {card}", "{card}を持っていません"),
    "why.b.held_only": (
        "you hold only {held} {card}, not {n}", "{card}は{held}枚しかありません（{n}枚必要）"
    ),
    "why.b.pinned": (
        "you may not discard {card}: you picked it up from a one-card pile this turn",
        "{card}は捨てられません：この番に1枚だけの捨て札から取った札です",
    ),
    "why.b.no_burraco": (
        "your last card would close the hand, and your team cannot close without a burraco",
        "最後の札で上がることになりますが、ブラコがないので上がれません",
    ),
    "why.b.wild_close": (
        "the closing discard may not be a wild card", "上がりの捨て札はワイルドにできません"
    ),
    "why.b.three": ("a meld needs at least 3 cards", "組札は3枚以上必要です"),
    "why.b.no_twos": (
        "there is no set of 2s (2s and jokers are wild)",
        "2の同位札はありません（2とジョーカーはワイルド）",
    ),
    "why.b.one_rank": ("a set is cards of one rank", "同位札は同じ数字の札です"),
    "why.b.set_wild": ("a set may hold only one wild card", "同位札に使えるワイルドは1枚だけです"),
    "why.b.corner": (
        "a sequence cannot turn the corner (K-A-2 is not a sequence)",
        "続き札はA をまたげません（K-A-2は不可）",
    ),
    "why.b.meld_wild": ("a meld may hold only one wild card", "組札に使えるワイルドは1枚だけです"),
    "why.b.kind": (
        "a meld is a set (one rank) or a sequence (one suit)",
        "組札は同位札（同じ数字）か続き札（同じスート）です",
    ),
    "why.b.seq_wild": (
        "a sequence may hold only one wild card", "続き札に使えるワイルドは1枚だけです"
    ),
    "why.b.seq_once": ("a sequence holds each card only once", "続き札に同じ札は1枚だけです"),
    "why.b.gaps": (
        "the cards are not consecutive (one wild card may fill one gap)",
        "札が続いていません（ワイルド1枚で1つの穴を埋められます）",
    ),
    "why.b.lay_one": ("lay off at least one card", "1枚以上付けてください"),
    "why.b.second_wild": (
        "a meld that has a wild card may not receive another",
        "ワイルドのある組札にもう1枚ワイルドは付けられません",
    ),
    "why.b.set_takes": (
        "a set of {rank}s takes only {rank}s (and one wild card)",
        "{rank}の同位札には{rank}（とワイルド1枚）だけ付けられます",
    ),
    "why.b.suit": ("{card} is not of the sequence's suit", "{card}は続き札のスートではありません"),
    "why.b.no_end": (
        "the wild card would have no end of the sequence to move to",
        "ワイルドの移れる端がありません",
    ),
    "why.b.extend": (
        "the cards do not extend the sequence (melds are never joined or rearranged)",
        "続き札につながりません（組札をつなげたり組み替えたりはできません）",
    ),
    "why.b.only_own": (
        "you may lay off only on your own team's melds", "付け札は味方の組札にだけできます"
    ),
    "why.b.one_discard": ("discard one card at a time", "捨てるのは1枚ずつです"),
    "why.b.stock": (
        "click the stock to draw; drag cards to the table to meld",
        "山札はクリックで引きます。組札は札をテーブルへドラッグ",
    ),
    "why.b.where": (
        "drop the cards on the table to meld, on your melds to lay off, or one on the pile",
        "組札はテーブルへ、付け札は味方の組札へ、捨て札は1枚を捨て札の山へ",
    ),
    "detail.end": ("End of the hand", "ハンドの終わり方"),
    "detail.closer": ("Closed by", "上がったチーム"),
    "detail.teams": ("Team scores", "チームの得点"),

    "why.drop": ("drop the card on the table", "札をテーブルの中央に置いてください"),
}  # fmt: skip


def set_language(language: str) -> None:
    _language[0] = language if language in ("en", "ja") else "en"


def language() -> str:
    return _language[0]


def tr(key: str, **values: Any) -> str:
    """The text for ``key`` in the current language, with ``{names}`` filled in."""
    entry = CATALOGUE.get(key)
    if entry is None:
        return key
    text = entry[1] if _language[0] == "ja" and entry[1] else entry[0]
    return text.format(**values) if values else text


def say_problem(kind: str, file: str, aside: str, previous: bool, reason: str, detail: str) -> str:
    """A data file's problem (``game.session.storage.Problem``) in the player's language; the
    technical detail is added in English only, where it is the player's language."""
    name = tr(f"file.{file}") if has_text(f"file.{file}") else file
    if kind == "write_failed":
        saving = tr(f"saving.{file}") if has_text(f"saving.{file}") else file
        return tr("problem.write_failed", file=saving, why=tr(f"why.{reason}"))
    if kind == "folder_fallback":
        return tr("problem.folder_fallback", file=file, why=tr(f"why.{reason}"), aside=aside)
    words = (
        tr("problem.damaged", file=name, aside=aside)
        if aside
        else tr("problem.unreadable", file=name)
    )
    if _language[0] == "en" and detail:
        words = f"{words[:-1]} ({detail})."
    after = f"problem.{'previous' if previous else 'fresh'}.{file}"
    return sentences([words, tr(after)]) if has_text(after) else words


def sentences(parts: list[str]) -> str:
    """Sentences one after another: spaced in English, not in Japanese (after 。)."""
    return ("" if _language[0] == "ja" else " ").join(parts)


def has_text(key: str) -> bool:
    return key in CATALOGUE


SUIT_LETTER_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
RANK_SHOWN = {"T": "10"}


def card_label(code: str) -> str:
    """A card code as shown to people: ``"10♥"``."""
    if code == "JO":
        return tr("card.joker")
    if len(code) != 2 or code[1] not in SUIT_LETTER_INDEX:
        return code
    return RANK_SHOWN.get(code[0], code[0]) + SUIT_SIGNS[SUIT_LETTER_INDEX[code[1]]]


def cards_label(codes: str) -> str:
    return " ".join(card_label(code) for code in codes.split())


def say_action(text: str) -> str:
    """An action's record text in words for a button or a speech bubble."""
    if has_text(f"act.{text}"):
        return tr(f"act.{text}")
    rummy = _say_rummy(text)
    if rummy:
        return rummy
    if text.startswith("hokum in ") and text[9:] in _SUIT_WORDS:
        return tr("act.hokum:", suit=SUIT_SIGNS[_SUIT_WORDS[text[9:]]])
    head, _, last = text.rpartition(":")
    if head and has_text(f"act.{head}:"):
        if last in SUIT_LETTER_INDEX:
            return tr(f"act.{head}:", suit=SUIT_SIGNS[SUIT_LETTER_INDEX[last]])
        if head == "double":
            seats = [part for part in last.split(",") if part.isdigit()]
            return tr("act.double:", seats=", ".join(tr(f"seat.{s}") for s in seats))
        return tr(f"act.{head}:", rank=RANK_SHOWN.get(last, last))
    if len(text) == 2 and text[1] in SUIT_LETTER_INDEX:
        return card_label(text)
    return text


def _codes(text: str) -> str:
    return " ".join(card_label(code) for code in text.split(",") if code)


def _say_rummy(text: str) -> str:
    """A Burraco action (``meld:...``, ``layoff:N:...[:end]``, ``discard:C``) in words."""
    head, _, rest = text.partition(":")
    if head == "meld" and rest:
        return tr("act.meld", cards=_codes(rest))
    if head == "discard" and rest:
        return tr("act.discard", card=card_label(rest))
    if head == "layoff":
        fields = rest.split(":")
        if len(fields) >= 2 and fields[0].isdigit():
            key = f"act.layoff_{fields[2]}" if len(fields) == 3 else "act.layoff"
            if has_text(key):
                return tr(key, cards=_codes(fields[1]), number=fields[0])
    return ""


def action_group(text: str) -> str:
    """The group a decision belongs to in a long panel ("contract:trumps" for each suit)."""
    head, sep, _ = text.rpartition(":")
    return head if sep and head.count(":") >= 1 else ""


_SUIT_WORDS = {"spades": 0, "hearts": 1, "diamonds": 2, "clubs": 3}
_REASONS = (
    (re.compile(r"^must follow suit in (\w+) \(holds (.*)\)$"), "why.follow"),
    (re.compile(r"^must beat the highest trump \(holds (.*)\)$"), "why.beat_trump"),
    (re.compile(r"^must beat the winning card \(holds (.*)\)$"), "why.beat_winner"),
    (re.compile(r"^must win the trick with a trump \(holds (.*)\)$"), "why.win_trump"),
    (re.compile(r"^must trump when void, even over the partner \(holds (.*)\)$"), "why.trump_void"),
    (
        re.compile(r"^may not lead a heart while holding other suits \(holds (.*)\)$"),
        "why.heart_lead",
    ),
    (re.compile(r"^the trump is locked: no trump lead .*\(holds (.*)\)$"), "why.locked"),
    (re.compile(r"^\w\w does not fit the layout \(cards that fit: (.*)\)$"), "why.layout"),
    (re.compile(r"^must overtrump \(holds (.*)\)$"), "why.overtrump"),
    (re.compile(r"^must trump \(holds (.*)\)$"), "why.trump"),
    (re.compile(r"^must \w+ \(holds (.*)\)$"), "why.beat"),
)


_RANK_WORDS = {
    "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
    "nine": "9", "ten": "10", "jack": "J", "queen": "Q", "king": "K", "ace": "A",
}  # fmt: skip
_FOUR = re.compile(r"^four (\w+) \((\d+)\)$")
_SEQUENCE = re.compile(r"^(\d+) in sequence to the (\w+) of (\w+) \((\d+)\)$")


def say_announcement(text: str) -> str:
    """Something said at the table (belote, a declaration or project) in the player's words."""
    if has_text(f"say.{text}"):
        return tr(f"say.{text}")
    found = _FOUR.match(text)
    if found:
        plural = found.group(1)
        for name in (plural[:-1], plural[:-2]):  # "nines", "sixes"
            if name in _RANK_WORDS:
                return tr("say.four", rank=_RANK_WORDS[name], points=found.group(2))
    found = _SEQUENCE.match(text)
    if found and found.group(2) in _RANK_WORDS and found.group(3) in _SUIT_WORDS:
        suit = SUIT_SIGNS[_SUIT_WORDS[found.group(3)]]
        return tr(
            "say.sequence",
            count=found.group(1),
            rank=_RANK_WORDS[found.group(2)],
            suit=suit,
            points=found.group(4),
        )
    return text


_RUMMY_REASONS = {  # Burraco's reasons: the English text of each key (parameters below)
    key: CATALOGUE[key][0]
    for key in CATALOGUE
    if key.startswith("why.b.") and "{" not in CATALOGUE[key][0]
}
_RUMMY_PATTERNS = (
    (
        re.compile(r"^your team has no meld (?P<number>\d+) \(it has (?P<count>\d+)\)$"),
        "why.b.no_meld",
    ),
    (
        re.compile(r"^your team already has a set of (?P<rank>\w+)s: lay off onto it instead$"),
        "why.b.set_twice",
    ),
    (re.compile(r"^you do not hold (?P<card>\w\w)$"), "why.b.not_held"),
    (
        re.compile(r"^you hold only (?P<held>\d+) (?P<card>\w\w), not (?P<n>\d+)$"),
        "why.b.held_only",
    ),
    (re.compile(r"^you may not discard (?P<card>\w\w): you picked it up .*$"), "why.b.pinned"),
    (
        re.compile(r"^a set of (?P<rank>\w+) takes only \w+ \(and one wild card\)$"),
        "why.b.set_takes",
    ),
    (re.compile(r"^(?P<card>\w\w) is not of the sequence's suit$"), "why.b.suit"),
)


def _say_rummy_reason(reason: str) -> str:
    for key, english in _RUMMY_REASONS.items():
        if reason == english:
            return tr(key)
    for pattern, key in _RUMMY_PATTERNS:
        found = pattern.match(reason)
        if found is not None:
            values = found.groupdict()
            if "card" in values:
                values["card"] = card_label(values["card"])
            if "rank" in values:
                values["rank"] = RANK_SHOWN.get(values["rank"], values["rank"]).rstrip("s")
            return tr(key, **values)
    return ""


def say_reason(reason: str) -> str:
    """A rule's reason from the core, in the player's language and with card signs."""
    if reason == "it is not your turn":
        return tr("why.turn")
    rummy = _say_rummy_reason(reason)
    if rummy:
        return rummy
    if reason == "drop the card on the table":
        return tr("why.drop")
    for pattern, key in _REASONS:
        found = pattern.match(reason)
        if found is None:
            continue
        if key == "why.follow":
            suit = _SUIT_WORDS.get(found.group(1))
            shown = tr(f"suit.{suit}") if suit is not None else found.group(1)
            return tr(key, suit=shown, cards=cards_label(found.group(2)))
        return tr(key, cards=cards_label(found.group(1)))
    return reason
