-- Statistics behind the status, resources and analytics routes and the dashboard. The message
-- and cursor tables are never scanned per request: one broker at a time refreshes these every
-- STATS_INTERVAL_MS, and each broker writes one row of its own counters per sampling interval.

-- Counts of one lane as of the last refresh. unconsumed = messages after the slowest consumer
-- row's cursor (processing included); processing = those under that row's live lease.
CREATE TABLE queen.partition_stats (
    partition_id  uuid PRIMARY KEY REFERENCES queen.partitions (id) ON DELETE CASCADE,
    queue_id      uuid NOT NULL REFERENCES queen.queues (id) ON DELETE CASCADE,
    total         bigint NOT NULL,
    unconsumed    bigint NOT NULL,
    processing    bigint NOT NULL,
    dead_letter   bigint NOT NULL,
    consumed      bigint NOT NULL,
    oldest_at     timestamptz,
    newest_at     timestamptz,
    last_activity timestamptz,
    refreshed_at  timestamptz NOT NULL
);
CREATE INDEX partition_stats_queue ON queen.partition_stats (queue_id);

-- Lag of one consumer group (or queue mode) on one queue as of the last refresh.
CREATE TABLE queen.group_lag_stats (
    queue_id           uuid NOT NULL REFERENCES queen.queues (id) ON DELETE CASCADE,
    consumer_group     text NOT NULL,
    partitions         integer NOT NULL,
    lagging_partitions integer NOT NULL,
    offset_lag         bigint NOT NULL,
    max_time_lag_ms    bigint NOT NULL,
    avg_time_lag_ms    bigint NOT NULL,
    consumed           bigint NOT NULL,
    refreshed_at       timestamptz NOT NULL,
    PRIMARY KEY (queue_id, consumer_group)
);

-- One row per queue per minute: the cumulative push and consume counts and the backlog at the
-- minute's last refresh. Differences of consecutive rows are the per-minute rates.
CREATE TABLE queen.queue_stats_history (
    queue_id        uuid NOT NULL REFERENCES queen.queues (id) ON DELETE CASCADE,
    bucket          timestamptz NOT NULL,
    pushed          bigint NOT NULL,
    consumed        bigint NOT NULL,
    unconsumed      bigint NOT NULL,
    dead_letter     bigint NOT NULL,
    partitions      integer NOT NULL,
    avg_lag_ms      bigint NOT NULL,
    max_lag_ms      bigint NOT NULL,
    PRIMARY KEY (queue_id, bucket)
);
CREATE INDEX queue_stats_history_bucket ON queen.queue_stats_history (bucket);

-- One row per broker per sampling interval: what it did in the interval (deltas of its
-- counters) and its state at the end of it (gauges). Every broker reads the whole fleet here.
CREATE TABLE queen.broker_samples (
    hostname        text NOT NULL,
    port            integer NOT NULL,
    worker_id       text NOT NULL,
    sampled_at      timestamptz NOT NULL,
    interval_ms     integer NOT NULL,
    push_requests   bigint NOT NULL,
    push_messages   bigint NOT NULL,
    pop_requests    bigint NOT NULL,
    pop_messages    bigint NOT NULL,
    pop_empty       bigint NOT NULL,
    ack_requests    bigint NOT NULL,
    ack_messages    bigint NOT NULL,
    ack_failed      bigint NOT NULL,
    dead_lettered   bigint NOT NULL,
    transactions    bigint NOT NULL,
    server_errors   bigint NOT NULL,
    client_errors   bigint NOT NULL,
    cpu_user_us     bigint NOT NULL,
    cpu_system_us   bigint NOT NULL,
    rss_bytes       bigint NOT NULL,
    virtual_bytes   bigint NOT NULL,
    heap_used_bytes bigint NOT NULL,
    pool_size       integer NOT NULL,
    pool_idle       integer NOT NULL,
    pool_active     integer NOT NULL,
    pool_pending    integer NOT NULL,
    parked_pops     integer NOT NULL,
    lane_depth      integer NOT NULL,
    PRIMARY KEY (hostname, port, sampled_at)
);
CREATE INDEX broker_samples_sampled_at ON queen.broker_samples (sampled_at);

-- Messages deleted by retention and eviction, one row per queue and kind per pass.
CREATE TABLE queen.retention_history (
    queue_name text NOT NULL,
    kind       text NOT NULL CHECK (kind IN ('retention', 'completed_retention', 'eviction')),
    deleted    bigint NOT NULL,
    at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retention_history_at ON queen.retention_history (at);
