package io.queenmq.broker.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class PayloadEncryptionTest {
    private static final String KEY = "3f".repeat(32);
    private static final String OTHER_KEY = "c0".repeat(32);
    private static final UUID MESSAGE = UUID.fromString("0193a1b2-0000-7000-8000-000000000001");

    private final PayloadEncryption withKey = PayloadEncryption.fromHexKey(KEY);
    private final PayloadEncryption withoutKey = PayloadEncryption.fromHexKey("");

    @Test
    void anEmptyKeyMeansNone() {
        assertThat(withKey.hasKey()).isTrue();
        assertThat(withoutKey.hasKey()).isFalse();
        assertThatThrownBy(() -> withoutKey.seal("{}"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("QUEEN_ENCRYPTION_KEY");
    }

    @Test
    void aPlaintextRowIsDeliveredAsStoredWhateverItLooksLike() {
        String lookalike = "{\"iv\": \"AAAA\", \"authTag\": \"AAAA\", \"encrypted\": \"AAAA\"}";

        assertThat(withKey.toWire(MESSAGE, lookalike, false))
                .isEqualTo(new PayloadEncryption.WirePayload(lookalike, null));
        assertThat(withoutKey.toWire(MESSAGE, "{\"n\": 1}", false))
                .isEqualTo(new PayloadEncryption.WirePayload("{\"n\": 1}", null));
    }

    @Test
    void anEncryptedRowIsDecryptedWithTheKeyItWasSealedWith() {
        String stored = withKey.seal("{\"n\":1}");

        assertThat(PayloadEncryption.fromHexKey(KEY).toWire(MESSAGE, stored, true))
                .isEqualTo(new PayloadEncryption.WirePayload("{\"n\":1}", null));
    }

    @Test
    void anEncryptedRowThatCannotBeDecryptedIsDeliveredStoredWithTheReason() {
        String stored = withKey.seal("{\"n\":1}");

        assertThat(PayloadEncryption.fromHexKey(OTHER_KEY).toWire(MESSAGE, stored, true))
                .isEqualTo(new PayloadEncryption.WirePayload(stored,
                        "Cannot decrypt message " + MESSAGE + ": wrong QUEEN_ENCRYPTION_KEY?"));
        assertThat(withoutKey.toWire(MESSAGE, stored, true))
                .isEqualTo(new PayloadEncryption.WirePayload(stored,
                        "Cannot decrypt message " + MESSAGE + ": this broker has no QUEEN_ENCRYPTION_KEY"));
    }
}
