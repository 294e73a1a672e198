"""Scenarios and layouts: files that describe a position or a sequence of actions, and the
loops that run them through the rules and the engine."""
