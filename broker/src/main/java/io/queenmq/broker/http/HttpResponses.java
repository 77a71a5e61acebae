package io.queenmq.broker.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;

/**
 * Builds the response shapes the broker sends: JSON with a length and the CORS headers, bodiless with the CORS
 * headers, plain text for scrapers (no CORS, docs/http-api.md §4.2), and static files for the dashboard.
 */
final class HttpResponses {
    private static final HttpHeaders CORS = new DefaultHttpHeaders()
            .add(HttpHeaderNames.ACCESS_CONTROL_ALLOW_ORIGIN, "*")
            .add(HttpHeaderNames.ACCESS_CONTROL_ALLOW_METHODS, "GET, POST, PUT, DELETE, OPTIONS")
            .add(HttpHeaderNames.ACCESS_CONTROL_ALLOW_HEADERS, "Content-Type, Authorization")
            .add(HttpHeaderNames.ACCESS_CONTROL_MAX_AGE, "86400");

    private HttpResponses() {
    }

    /** A JSON response owning {@code body}. */
    static FullHttpResponse json(HttpVersion version, int status, ByteBuf body) {
        FullHttpResponse response = new DefaultFullHttpResponse(version, HttpResponseStatus.valueOf(status), body);
        response.headers()
                .add(CORS)
                .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, body.readableBytes());
        return response;
    }

    /** A text response owning {@code body}, not cached, without CORS headers. */
    static FullHttpResponse text(HttpVersion version, int status, String contentType, ByteBuf body) {
        FullHttpResponse response = new DefaultFullHttpResponse(version, HttpResponseStatus.valueOf(status), body);
        response.headers()
                .set(HttpHeaderNames.CONTENT_TYPE, contentType)
                .set(HttpHeaderNames.CACHE_CONTROL, HttpHeaderValues.NO_CACHE)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, body.readableBytes());
        return response;
    }

    /** A response over a shared, never-modified {@code body} array (static files), without CORS headers. */
    static FullHttpResponse bytes(HttpVersion version, int status, String contentType, byte[] body) {
        FullHttpResponse response = new DefaultFullHttpResponse(version, HttpResponseStatus.valueOf(status),
                Unpooled.wrappedBuffer(body));
        response.headers()
                .set(HttpHeaderNames.CONTENT_TYPE, contentType)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, body.length);
        return response;
    }

    /** A response without body, e.g. 204; 204 must not even carry a Content-Length. */
    static FullHttpResponse empty(HttpVersion version, int status) {
        FullHttpResponse response =
                new DefaultFullHttpResponse(version, HttpResponseStatus.valueOf(status), Unpooled.EMPTY_BUFFER);
        response.headers().add(CORS);
        if (status != 204) {
            response.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, 0);
        }
        return response;
    }
}
