"""Coaches: pure functions of one seat's view that show the odds a thoughtful player works out."""
