"""Polterfass's review says an order in glasses in Korean: "Ann 님이 5를 주문했어요. 13을
주문했다면…" had no counter word (trial s33 M/007)."""

from __future__ import annotations

from tabletop.i18n import Words


def test_a_korean_order_is_counted_in_glasses() -> None:
    words = Words("ko")
    assert words("review.polterfass.order.done", value=5) == "5잔을 주문했어요"
    assert words("review.polterfass.order.instead", value=13) == "13잔을 주문했다면"
