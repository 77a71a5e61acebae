package io.queenmq.broker.api;

import com.fasterxml.jackson.databind.util.RawValue;

/**
 * The one place where a stored payload becomes the {@code data} / {@code payload} of an admin answer (message
 * browser, DLQ listing). The stored JSON text is copied into the answer as it is, never parsed. A payload stored
 * encrypted (semantics.md §15) is returned in its stored form, as upstream does; decryption belongs here.
 */
final class WirePayload {
    private WirePayload() {}

    static RawValue data(String storedJson, boolean encrypted) {
        return new RawValue(storedJson);
    }
}
