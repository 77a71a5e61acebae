package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.query;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Paging through {@code GET /api/v1/messages} with {@code nextCursor} (docs/http-api.md §4.4, docs/semantics.md §22):
 * the pages together are the one long listing, in its order, each message once, also where many messages share a
 * creation time (one push transaction gives all its messages the same time).
 */
@Timeout(60)
class MessagePagesIT {
    private final QueenClient queen = new QueenClient();

    @Test
    void pagesFollowingTheCursorAreTheWholeListingInOrder() {
        String queue = TestBroker.uniqueName("pages");
        pushSpread(queue, 5, 8);
        for (int i = 0; i < 6; i++) {
            queen.push(queue, "p" + (i % 3), "late-" + i, i);
        }

        List<String> whole = ids(list("queue", queue, "limit", 1000));
        assertThat(whole).hasSize(46);

        assertThat(followCursor(7, "queue", queue)).isEqualTo(whole);
        assertThat(followCursor(46, "queue", queue)).as("a last page that is full is followed by an empty one")
                .isEqualTo(whole);
        assertThat(ids(list("queue", queue, "limit", 7, "offset", 7))).as("offset still pages")
                .isEqualTo(whole.subList(7, 14));
    }

    @Test
    void aStatusFilterPagesTheSameWay() {
        String queue = TestBroker.uniqueName("pages-status");
        pushSpread(queue, 3, 10);
        for (String partition : List.of("p0", "p1")) {
            List<JsonNode> popped = messages(queen.popPartition(queue, partition, "batch", 6));
            queen.ackBatch(popped.subList(0, 3), "completed");
        }

        for (String status : List.of("pending", "processing", "completed")) {
            List<String> whole = ids(list("queue", queue, "status", status, "limit", 1000));
            assertThat(whole).as(status).isNotEmpty();
            assertThat(followCursor(4, "queue", queue, "status", status)).as(status).isEqualTo(whole);
        }
        assertThat(ids(list("queue", queue, "status", "completed", "limit", 1000))).hasSize(6);
        assertThat(ids(list("queue", queue, "status", "processing", "limit", 1000))).hasSize(6);
        assertThat(ids(list("queue", queue, "status", "pending", "limit", 1000))).hasSize(18);
    }

    @Test
    void aCursorThisBrokerDidNotMakeIsAClientError() {
        for (String cursor : List.of("nonsense", "bm9uc2Vuc2U", "MTox")) {
            Api.Response response = queen.api.get("/api/v1/messages" + query("cursor", cursor));
            assertThat(response.status()).as(response.text()).isEqualTo(400);
            assertThat(response.json().get("error").asText()).contains("cursor");
        }
    }

    /** {@code perPartition} messages to each of {@code partitions} partitions, all in one push request. */
    private void pushSpread(String queue, int partitions, int perPartition) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 0; i < partitions * perPartition; i++) {
            items.add(item(queue, "p" + (i % partitions), "m-" + i, obj("n", i)));
        }
        queen.push(items);
    }

    /** Every page of {@code limit} from the first, each asked for with the previous one's cursor. */
    private List<String> followCursor(int limit, Object... filters) {
        List<String> all = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < 100; page++) {
            List<Object> params = new ArrayList<>(Arrays.asList(filters));
            params.addAll(List.of("limit", limit));
            if (cursor != null) {
                params.addAll(List.of("cursor", cursor));
            }
            JsonNode body = list(params.toArray());
            all.addAll(ids(body));
            if (body.get("nextCursor").isNull()) {
                assertThat(body.get("messages").size()).as("only a short page ends the listing").isLessThan(limit);
                return all;
            }
            assertThat(body.get("messages").size()).isEqualTo(limit);
            cursor = body.get("nextCursor").asText();
        }
        throw new AssertionError("no end after 100 pages");
    }

    private JsonNode list(Object... params) {
        Api.Response response = queen.api.get("/api/v1/messages" + query(params));
        assertThat(response.status()).as("list: %s", response.text()).isEqualTo(200);
        return response.json();
    }

    private static List<String> ids(JsonNode listing) {
        List<String> out = new ArrayList<>();
        listing.get("messages").forEach(m -> out.add(m.get("transactionId").asText()));
        return out;
    }
}
