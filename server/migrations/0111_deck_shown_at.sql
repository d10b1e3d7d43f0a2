-- When GET /api/deck/next first served the card in its showing in progress (epoch ms; NULL when
-- it has not been served since it was last graded). Like `misses` and `hinted` (0100) it belongs
-- to the showing and is cleared when the showing is graded; the answer's time is now minus this,
-- never the browser's figure.
ALTER TABLE deck_cards ADD COLUMN shown_at INTEGER;
