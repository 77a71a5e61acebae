package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.client.push.PushItem;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.ThrowingSupplier;

/** What the client does with answers it cannot use: typed errors, and a closed client. */
@Timeout(60)
class BadInputIT {

    @Test
    void aNon2xxAnswerIsATypedExceptionWithTheStatusAndTheBrokersError() {
        try (Queen queen = Queen.connect(TestBroker.url())) {
            assertHttpError(() -> queen.queue("a/b").push(List.of(1)), 400, "/");
            assertHttpError(() -> queen.queue("ok").push(List.of(PushItem.of(1).traceId("not-a-uuid"))), 400, "raceId");
            assertHttpError(() -> queen.admin().queue(TestBroker.uniqueName("missing")), 404, "Queue not found");
            assertHttpError(() -> queen.admin().message("00000000-0000-0000-0000-000000000000", "none"), 404, "not found");
        }
    }

    @Test
    void aClosedClientRefusesNewWork() {
        Queen queen = Queen.connect(TestBroker.url());
        QueueBuilder kept = queen.queue("orders");
        queen.close();

        assertThatThrownBy(() -> queen.queue("orders")).isInstanceOf(QueenException.class).hasMessageContaining("closed");
        assertThatThrownBy(() -> kept.push(List.of(1))).isInstanceOf(QueenException.class).hasMessageContaining("closed");
        assertThatThrownBy(() -> kept.pop()).isInstanceOf(QueenException.class).hasMessageContaining("closed");
        queen.close(); // closing twice is harmless
    }

    private static void assertHttpError(ThrowingSupplier<?> call, int status, String errorPart) {
        assertThatThrownBy(call::get).isInstanceOfSatisfying(QueenHttpException.class, e -> {
            assertThat(e.status()).isEqualTo(status);
            assertThat(e.error()).contains(errorPart);
        });
    }
}
