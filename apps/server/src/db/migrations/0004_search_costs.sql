-- The planner prices pg_trgm's word-similarity operator (the search's typo match, `<%`) like a plain
-- comparison (cost 1), while it compares trigram sets of whole names: about 16 µs a row, measured on
-- PostgreSQL 15 with 6,000 products (a scan of every product took 184 ms, the trigram indexes 1.4 ms).
-- Priced closer to that, the planner keeps scanning small catalogues (fastest there) and switches to
-- the trigram indexes from about 1,500 products on.
ALTER FUNCTION word_similarity_op(text, text) COST 500;
--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 500;
