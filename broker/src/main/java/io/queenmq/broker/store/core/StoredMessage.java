package io.queenmq.broker.store.core;

/** A message as a pop read it: its payload in stored form, decrypted only when it is delivered. */
record StoredMessage(PoppedMessage message, boolean encrypted) {
    long seq() {
        return message.seq();
    }
}
