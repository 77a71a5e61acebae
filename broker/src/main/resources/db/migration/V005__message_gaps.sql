-- Counts from offsets (docs/semantics.md §22): a partition hands out dense offsets 1..head_seq, so the messages
-- it stores at offsets (a, b] are b - a minus those deleted there. Deletions (retention, eviction, a single
-- message, docs/semantics.md §12 and §18) are kept as ranges, merged with their neighbours, so a partition holds
-- few rows here (one, (0, n], when only its oldest messages went), and every count costs a few index reads
-- however many messages the partition holds.
CREATE TABLE queen.message_gaps (
    partition_id uuid   NOT NULL REFERENCES queen.partitions (id) ON DELETE CASCADE,
    after_seq    bigint NOT NULL,
    through_seq  bigint NOT NULL,
    PRIMARY KEY (partition_id, after_seq)
);

-- What was deleted before this version: the offsets between stored messages, and after the last one.
INSERT INTO queen.message_gaps (partition_id, after_seq, through_seq)
SELECT partition_id, previous_seq, seq - 1
FROM (SELECT partition_id, seq, coalesce(lag(seq) OVER (PARTITION BY partition_id ORDER BY seq), 0) AS previous_seq
      FROM queen.messages) m
WHERE seq - 1 > previous_seq
UNION ALL
SELECT p.id, coalesce(max(m.seq), 0), p.head_seq
FROM queen.partitions p LEFT JOIN queen.messages m ON m.partition_id = p.id
GROUP BY p.id
HAVING p.head_seq > coalesce(max(m.seq), 0);

-- Messages stored at offsets (after_seq, through_seq] of a partition.
CREATE FUNCTION queen.stored_between(partition uuid, after_seq bigint, through_seq bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN $3 <= $2 THEN 0 ELSE
        $3 - $2 - coalesce((SELECT sum(least(g.through_seq, $3) - greatest(g.after_seq, $2))
                            FROM queen.message_gaps g
                            WHERE g.partition_id = $1 AND g.through_seq > $2 AND g.after_seq < $3), 0) END
$$;

-- Records the offsets a statement deleted, each run of consecutive offsets as one range joined to the ranges
-- it touches. A concurrent deletion that took a neighbour first leaves two touching ranges, which count the same.
-- The partitions a statement deleted (their messages cascade) are skipped: their ranges went with them.
CREATE FUNCTION queen.record_message_gaps() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    run record;
    low bigint;
    high bigint;
    joined bigint;
BEGIN
    FOR run IN
        SELECT r.partition_id, min(r.seq) - 1 AS after_seq, max(r.seq) AS through_seq
        FROM (SELECT d.partition_id, d.seq, d.seq - row_number() OVER (PARTITION BY d.partition_id ORDER BY d.seq) AS island
              FROM removed d) r
        WHERE EXISTS (SELECT 1 FROM queen.partitions p WHERE p.id = r.partition_id)
        GROUP BY r.partition_id, r.island
    LOOP
        low := run.after_seq;
        high := run.through_seq;
        DELETE FROM queen.message_gaps g WHERE g.partition_id = run.partition_id AND g.through_seq = low
            RETURNING g.after_seq INTO joined;
        IF FOUND THEN
            low := joined;
        END IF;
        DELETE FROM queen.message_gaps g WHERE g.partition_id = run.partition_id AND g.after_seq = high
            RETURNING g.through_seq INTO joined;
        IF FOUND THEN
            high := joined;
        END IF;
        INSERT INTO queen.message_gaps (partition_id, after_seq, through_seq) VALUES (run.partition_id, low, high);
    END LOOP;
    RETURN NULL;
END
$$;

CREATE TRIGGER messages_record_gaps AFTER DELETE ON queen.messages
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION queen.record_message_gaps();
