"""What a still table must satisfy: its sprites are the model's cards, zone by zone, face up
exactly where the human's view shows the face; and a match in play always offers a way on.
Shared by the table monkey and the regression tests of what it found."""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox, QWidget

from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.card_sprite import CardSprite


def _face_shown(zone: tuple[object, ...], seen: object, human: int, hand_face_up: bool) -> bool:
    """The face a card should show: the table's own convention (as `TableView.rebuild`):
    won tricks and undealt cards lie face down; the human's hand is face up."""
    if zone == ("hand", human) and hand_face_up:
        return True
    if zone[0] in ("won", "deck"):
        return False
    return seen is not None


def table_problems(win: MainWindow) -> list[str]:
    """What differs between the model and the sprites, once the animator is idle."""
    table = win.table
    session, view = table.session, table.view
    if session is None or (table.ui is not None and table.ui.catching_up()):
        return []
    problems: list[str] = []
    state = session.state
    human = table.human
    model = state.zones()
    seen = state.view(human).zones()
    sprites = [i for i in view.scene().items() if isinstance(i, CardSprite)]
    in_zones = {id(s) for ss in view.zones.values() for s in ss}
    for s in sprites:
        if id(s) not in in_zones:
            problems.append(f"sprite {s.card} (zone {s.zone}) is on the table in no zone")
    for zone, ss in view.zones.items():
        for s in ss:
            if s.zone != zone:
                problems.append(f"sprite {s.card} listed in {zone} thinks it is in {s.zone}")
            if s.scene() is not view.scene():
                problems.append(f"sprite {s.card} of {zone} is not on the table")
    for zone in set(model) | {z for z, ss in view.zones.items() if ss}:
        cards = model.get(zone, ())
        faces = seen.get(zone, ())
        want = Counter((c, _face_shown(zone, faces[i] if i < len(faces) else None, human,
                                       view.hand_face_up))
                       for i, c in enumerate(cards))
        got = Counter((s.card, s.face_up) for s in view.zones.get(zone, []))
        if zone[0] == "deck":
            # Undealt cards get their sprites when dealt (from the deck's place); a table
            # laid out anew draws them as a face-down stack. Either is right.
            want = want & got if not got - want else want
        if state.round_over:
            # A showdown: at the end of a round a table may turn up what no longer matters
            # (the Old Maid's joker); a face the view shows must still be up.
            want = Counter({(c, up or (c, True) in got): n for (c, up), n in want.items()})
        if want != got:
            missing = want - got
            extra = got - want
            problems.append(
                f"zone {zone}: model has {len(cards)}, table {len(view.zones.get(zone, []))}; "
                f"missing {_cards(missing)}, extra {_cards(extra)}")
    rect = view.sceneRect().adjusted(-2, -2, 2, 2)
    for s in sprites:
        if s.isVisible() and not rect.contains(s.pos()):
            problems.append(f"sprite {s.card} of {s.zone} lies off the table at "
                            f"({s.pos().x():.0f}, {s.pos().y():.0f}) in {rect.width():.0f}x"
                            f"{rect.height():.0f}")
    if len(table.plates) != session.players:
        problems.append(f"{len(table.plates)} name plates for {session.players} players")
    return problems


def _cards(counter: Counter) -> str:
    return ", ".join(f"{c}{'' if up else '(down)'}" + (f"x{n}" if n > 1 else "")
                     for (c, up), n in counter.items()) or "none"


def shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled() and widget.width() > 0


def table_buttons(win: MainWindow) -> list[QWidget]:
    """What a player can press or fill in on the table itself (panels, prompts)."""
    return [b for b in win.table.findChildren(QWidget)
            if isinstance(b, QAbstractButton | QLineEdit | QComboBox | QSpinBox) and shown(b)
            and not win.table.replay_bar.isAncestorOf(b)]


def dead_end(win: MainWindow) -> str | None:
    """The table is still, yet the match cannot go on: nothing to click, nobody thinking."""
    table = win.table
    session = table.session
    if session is None or table.replaying or win.stack.currentWidget() is not table:
        return None
    state = session.state
    if state.match_over:
        return None
    if state.round_over:
        return None if table_buttons(win) else "the round is over and there is no way on"
    if session.human_to_act():
        lit = any(isinstance(i, CardSprite) and i.playable for i in table.view.scene().items())
        if lit or table_buttons(win) or table.view.selecting:
            return None
        return "the human is to act but no card is lit and no prompt is shown"
    if table_buttons(win):  # an out-of-turn prompt keeps the computer players waiting
        return None
    return f"seat {state.to_act} is to act but no computer player is thinking"


def hokm_at_1366(qtbot) -> MainWindow:
    """A window of 1366 x 768 in English, instant speed, a Hokm match against random
    players just started (seed 3: Shirin is the hakem)."""
    from PySide6.QtCore import QSize

    from cardtable.rules.registry import find_game
    from cardtable.ui.app import create_app

    _, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.speed = "instant"
    settings.confirm_abandon = False
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.screen_room = lambda: QSize(3840, 2160)
    win.set_speed("instant")
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.start_game("hokm", find_game("hokm").options_class(), "random", seed=3)
    return win
