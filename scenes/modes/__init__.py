"""Ways of being at a table other than playing: the lesson and the replay viewer with its review."""
