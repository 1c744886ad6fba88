"""The screens a player passes through between games.

Menu, setup, settings, rules, statistics, results and their dialogs.
"""
