package io.queenmq.broker.config;

/** A setting with a value outside what it allows; the message names the variable, the value and the allowed domain. */
public final class ConfigException extends IllegalArgumentException {
    public ConfigException(String message) {
        super(message);
    }
}
