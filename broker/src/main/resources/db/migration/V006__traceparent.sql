-- The W3C traceparent a producer sent with each message (docs/http-api.md §3.3), handed back on pop so that a
-- consumer continues the producer's trace. Nullable without a default: adding it rewrites no row.
ALTER TABLE queen.messages ADD COLUMN traceparent text;
