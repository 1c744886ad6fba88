"""The program around the games: start-up, the window, the scene stack, input, look and sound."""
