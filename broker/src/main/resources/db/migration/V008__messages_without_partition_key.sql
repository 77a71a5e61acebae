-- Messages lose their foreign key to partitions (docs/design.md, "Storage"). Its check cost a lookup of the partition
-- row per stored message (pg_stat_statements: 6 % of PostgreSQL's time at push batch 10), and it guarded nothing:
-- the one statement that inserts messages (PushStore.APPEND) locks each partition row it appends to, so a partition
-- exists while its messages go in, and a deletion of it waits for the push to commit. What the key's cascade did,
-- a trigger does: the messages of deleted partitions go in the same statement, so a queue's deletion or the
-- cleanup of idle partitions still leaves no message behind.
ALTER TABLE queen.messages DROP CONSTRAINT messages_partition_id_fkey;

CREATE FUNCTION queen.delete_partition_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM queen.messages m USING deleted d WHERE m.partition_id = d.id;
    RETURN NULL;
END $$;

CREATE TRIGGER partitions_delete_messages AFTER DELETE ON queen.partitions
    REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION queen.delete_partition_messages();
