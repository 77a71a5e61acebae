package io.queenmq.broker.store.streams;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.store.TinyDatabase;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cycle's own statements run on the store sessions with cached generic plans, like every hot-path statement
 * (see {@code HotPathPlansIT}): each read of a table must be an index lookup bounded by the statement's keys.
 */
class CyclePlansIT {
    @Test
    void everyTableReadOfACycleIsABoundedIndexLookup() throws Exception {
        Map<String, String> statements = new LinkedHashMap<>();
        statements.put("cycle: lock shard", CycleStore.LOCK_SHARD);
        statements.put("cycle: source", CycleRun.SOURCE);
        statements.put("cycle: upsert state", CycleRun.UPSERT_STATE);
        statements.put("cycle: delete state", CycleRun.DELETE_STATE);

        try (TinyDatabase database = TinyDatabase.create()) {
            assertThat(database.unboundedReads(statements, true))
                    .as("cycle statements whose generic plan reads a table without a bounded index lookup").isEmpty();
        }
    }
}
