"""Programs for engineers that drive the real scenes: benchmark, smoke run, screenshots."""
