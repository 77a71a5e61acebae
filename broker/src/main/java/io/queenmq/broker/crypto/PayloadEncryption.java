package io.queenmq.broker.crypto;

import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Encryption at rest (docs/semantics.md §15) as the broker applies it: payloads of queues with {@code encryptionEnabled}
 * are sealed by the push that stores them, and stored payloads become wire {@code data} with {@link #toWire}. The
 * decision is taken per row from {@code messages.is_encrypted}, so turning the queue option on or off never
 * changes how earlier messages are read. Thread-safe.
 */
public final class PayloadEncryption {
    private static final Logger log = LoggerFactory.getLogger(PayloadEncryption.class);

    /** Null when the broker has no key. */
    private final PayloadCipher cipher;
    /** One log line for a broker that reads undecryptable rows, not one per message. */
    private final AtomicBoolean undecryptableLogged = new AtomicBoolean();

    private PayloadEncryption(PayloadCipher cipher) {
        this.cipher = cipher;
    }

    /**
     * @param hexKey {@code QUEEN_ENCRYPTION_KEY}, already validated as 64 hex characters; empty when unset
     */
    public static PayloadEncryption fromHexKey(String hexKey) {
        return new PayloadEncryption(hexKey.isEmpty() ? null : new PayloadCipher(HexFormat.of().parseHex(hexKey)));
    }

    /** False when {@code QUEEN_ENCRYPTION_KEY} is unset: pushes to encrypted queues are then refused. */
    public boolean hasKey() {
        return cipher != null;
    }

    /** The stored form of a payload of an encrypted queue; only with a key. */
    public String seal(String payloadJson) {
        if (cipher == null) {
            throw new IllegalStateException("no QUEEN_ENCRYPTION_KEY to encrypt with");
        }
        return cipher.seal(payloadJson);
    }

    /**
     * A stored payload as a client receives it. What cannot be decrypted (no key, or another key than the one it
     * was written with) is delivered in its stored form, {@code {encrypted, iv, authTag}} as upstream does, with a
     * {@code decryptionError}: the message can still be acked or dead-lettered instead of blocking its partition.
     *
     * @param storedJson {@code messages.payload} as JSON text
     * @param encrypted {@code messages.is_encrypted}
     */
    public WirePayload toWire(UUID messageId, String storedJson, boolean encrypted) {
        if (!encrypted) {
            return new WirePayload(storedJson, null);
        }
        if (cipher == null) {
            return new WirePayload(storedJson, "Cannot decrypt message " + messageId
                    + ": this broker has no QUEEN_ENCRYPTION_KEY");
        }
        try {
            return new WirePayload(cipher.open(storedJson), null);
        } catch (GeneralSecurityException e) {
            if (undecryptableLogged.compareAndSet(false, true)) {
                log.warn("Cannot decrypt stored payloads (first: message {}): QUEEN_ENCRYPTION_KEY is not the key "
                        + "they were written with, or the rows were altered; they are delivered encrypted", messageId);
            }
            return new WirePayload(storedJson, "Cannot decrypt message " + messageId
                    + ": wrong QUEEN_ENCRYPTION_KEY?");
        }
    }

    /**
     * A payload ready for the wire.
     *
     * @param json the {@code data} JSON text: the payload, or its stored form when it could not be decrypted
     * @param decryptionError why {@code json} is still encrypted, null when it is not
     */
    public record WirePayload(String json, String decryptionError) {}
}
