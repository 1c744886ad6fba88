"""Phones as private hands (DESIGN "Phones"): a small local web server lets each
person open their seat's hand on their own phone instead of behind the privacy
curtain.

- :mod:`tabletop.phones.protocol`: the JSON messages on ``/ws`` and the panel a
  phone is shown (one generic shape for every game), secrets and pairing codes.
- :mod:`tabletop.phones.files`: the only files the server hands out, the page's own.
- :mod:`tabletop.phones.server`: the server itself, in its own thread and event loop.
- :mod:`tabletop.phones.network`: the address the phones reach the machine at.

Nothing here imports pygame; the table side lives in ``scenes/games/phone_desk.py``.
"""
