package io.queenmq.broker.http;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;

/**
 * A response body that writes its own JSON, straight into the pooled buffer the response goes out in, so that a
 * large answer (a pop of hundreds of messages) leaves no heap copies behind. Runs on the event loop.
 */
@FunctionalInterface
public interface JsonBody {
    void writeTo(JsonGenerator json) throws IOException;
}
