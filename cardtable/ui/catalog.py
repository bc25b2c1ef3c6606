"""The game library: every game's translated name and blurb, and which are playable."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.rules.registry import GAMES

ORDER = ("hokm", "shelem", "ninety-nine", "joker-spades", "pan", "mau-mau", "twenty-one",
         "cheat", "old-maid", "golf", "fortune-name", "fortune-family")

def playable(game_id: str) -> bool:
    """A game with both a rules model and a table in this version."""
    from cardtable.ui.games.registry import GAME_UIS

    return game_id in GAME_UIS and game_id in GAMES


def game_name(game_id: str) -> str:
    names = {
        "hokm": QCoreApplication.translate("Games", "Hokm"),
        "shelem": QCoreApplication.translate("Games", "Shelem"),
        "ninety-nine": QCoreApplication.translate("Games", "Ninety-Nine"),
        "joker-spades": QCoreApplication.translate("Games", "Spades with Jokers"),
        "pan": QCoreApplication.translate("Games", "Pan"),
        "mau-mau": QCoreApplication.translate("Games", "Mau-Mau"),
        "twenty-one": QCoreApplication.translate("Games", "Twenty-One"),
        "cheat": QCoreApplication.translate("Games", "Cheat"),
        "old-maid": QCoreApplication.translate("Games", "Old Maid"),
        "golf": QCoreApplication.translate("Games", "Nine-Card Golf"),
        "fortune-name": QCoreApplication.translate("Games", "Fortune: a name"),
        "fortune-family": QCoreApplication.translate("Games", "Fortune: the family"),
    }
    return names.get(game_id, game_id)


def game_blurb(game_id: str) -> str:
    blurbs = {
        "hokm": QCoreApplication.translate(
            "Games", "Iran's favourite partnership game: the hakem names trump after five "
                     "cards; the first team to seven tricks wins the hand."),
        "shelem": QCoreApplication.translate(
            "Games", "Bid for the points, take the kitty, name trump and make your contract."),
        "ninety-nine": QCoreApplication.translate(
            "Games", "Bid with three of your own cards, then take exactly that many tricks."),
        "joker-spades": QCoreApplication.translate(
            "Games", "Spades with two jokers as the highest trumps; bid and make your tricks."),
        "pan": QCoreApplication.translate(
            "Games", "Get rid of your cards on the growing pile; the last one holding cards "
                     "earns a letter of P-A-N."),
        "mau-mau": QCoreApplication.translate(
            "Games", "Match suit or rank with Persian house rules for every special card."),
        "twenty-one": QCoreApplication.translate(
            "Games", "Twenty-One against a rotating banker, played for chips only."),
        "cheat": QCoreApplication.translate(
            "Games", "Play cards face down and claim what they are; call a bluff at your "
                     "peril."),
        "old-maid": QCoreApplication.translate(
            "Games", "Pair off your cards and don't be left holding the joker."),
        "golf": QCoreApplication.translate(
            "Games", "Turn a grid of nine cards into the lowest score over nine rounds."),
        "fortune-name": QCoreApplication.translate(
            "Games", "A card fortune read from the letters of a name."),
        "fortune-family": QCoreApplication.translate(
            "Games", "A card fortune about the family."),
    }
    return blurbs.get(game_id, "")


def game_players(game_id: str) -> str:
    counts = {"hokm": (4, 4), "shelem": (2, 4), "ninety-nine": (2, 5), "joker-spades": (4, 4),
              "pan": (2, 6), "mau-mau": (2, 8), "twenty-one": (2, 8), "cheat": (3, 8),
              "old-maid": (2, 8), "golf": (2, 9), "fortune-name": (1, 1),
              "fortune-family": (1, 1)}
    from cardtable.ui.words import fill, num

    lo, hi = counts.get(game_id, (1, 1))
    if game_id == "shelem":
        return fill(QCoreApplication.translate("Games", "%1 or %2 players"), num(2), num(4))
    if lo == hi == 1:
        return QCoreApplication.translate("Games", "one player")
    if lo == hi:
        return QCoreApplication.translate("Games", "%1 players").replace("%1", num(lo))
    return QCoreApplication.translate("Games", "%1 to %2 players").replace(
        "%1", num(lo)).replace("%2", num(hi))
