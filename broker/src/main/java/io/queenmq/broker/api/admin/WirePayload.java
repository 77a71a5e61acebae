package io.queenmq.broker.api.admin;

import com.fasterxml.jackson.databind.util.RawValue;
import io.queenmq.broker.crypto.PayloadEncryption;
import java.util.Map;
import java.util.UUID;

/**
 * The one place where a stored payload becomes the {@code data} / {@code payload} of an admin answer (message
 * browser, DLQ listing). The stored JSON text is copied into the answer as it is, never parsed; a payload stored
 * encrypted is decrypted as pop does, and one that cannot be is returned in its stored form with a
 * {@code decryptionError} next to it.
 */
final class WirePayload {
    private final PayloadEncryption encryption;

    WirePayload(PayloadEncryption encryption) {
        this.encryption = encryption;
    }

    void put(Map<String, Object> out, String field, UUID messageId, String storedJson, boolean encrypted) {
        PayloadEncryption.WirePayload wire = encryption.toWire(messageId, storedJson, encrypted);
        out.put(field, new RawValue(wire.json()));
        if (wire.decryptionError() != null) {
            out.put("decryptionError", wire.decryptionError());
        }
    }
}
