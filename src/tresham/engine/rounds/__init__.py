"""Kinds of round: who acts in them, which steps they are made of, how each begins and ends.

A game's program (``engine.program``, per game in ``engine.games``) says which kinds of round
it plays and which follows which; each kind is declared once here and named by its
``NAME`` (no two kinds share one):

- ``base``: ``RoundKind``, what every kind answers (dispatch, passing, moving on by itself);
- ``players``: rounds of player turns made of one step (``PlayerRound``), and the stock round;
- ``companies``: rounds in which companies take turns through their steps (operating rounds,
  1840's company and line rounds).
"""
