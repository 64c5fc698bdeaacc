"""Mina de Plata's actions, made once and listed many times: an action is an immutable
value, and the search lists hundreds of thousands a second."""

from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina.data import DEAL_MIN_AMOUNT, DIE_FACES, SPACES

SPACE_ACTIONS = {kind: {s: Action(kind, space=s) for s in range(1, SPACES + 1)}
                 for kind in ("place", "ambush", "pick_up")}
ROLLS = [Action("roll", buy_off=k) for k in range(SPACES)]
NO_OFFER, ACCEPT, REFUSE = Action("no_offer"), Action("accept"), Action("refuse")
# every amount a purse can hold: all the silver of six players
OFFERS = [Action("offer", amount=a) for a in range(DEAL_MIN_AMOUNT, 6 * 30 + 1)]
DICE = [(Action("die", face=f), 1 / len(DIE_FACES)) for f in DIE_FACES]
DIE_ACTIONS = frozenset(die for die, _ in DICE)
