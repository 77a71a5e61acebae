package io.queenmq.broker.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.queenmq.broker.util.JsonMapper;
import java.net.SocketAddress;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One request and its single response. The request side is immutable once the route handler sees it. Threads: the
 * request accessors and {@code respond*} may be called from any thread the exchange was handed to (through a
 * queue or executor); only the first {@code respond*} counts. The response is built and written on the
 * connection's event loop, where {@link #onClientGone} actions run too.
 */
public final class HttpExchange {
    private static final Logger log = LoggerFactory.getLogger(HttpExchange.class);
    static final String INTERNAL_ERROR = "Internal server error";

    private final HttpRequestHandler connection;
    private final EventLoop eventLoop;
    private final ByteBufAllocator alloc;
    private final SocketAddress remoteAddress;
    private final String method;
    private final String uri;
    private final HttpVersion version;
    private final boolean supportedVersion;
    private final String requestedVersion;
    private final HttpHeaders headers;
    private final byte[] body;
    private final boolean keepAlive;
    private final long receivedAtNanos;
    private final AtomicBoolean responded = new AtomicBoolean();

    // Set by the request handler on the event loop before the route handler runs.
    private String path;
    private String rawPath;
    private QueryParams query;
    private Map<String, String> pathParams = Map.of();
    /** The caller the authentication hook validated; null when auth is off or the route is public. */
    private Principal principal;
    /** Set by a timed route before it runs (see {@link ResponseTimer#timed}); read in {@link #finish}. */
    private ResponseTimer timer;
    /** Told the answer's status once (see {@link #onAnswered}); event-loop confined. */
    private IntConsumer answered;

    // Event-loop confined.
    private boolean closeAfterResponse;
    private boolean connectionGone;
    private FullHttpResponse response;
    private Runnable clientGoneAction;
    /** In-flight body bytes this exchange holds until answered (see {@link InflightBodyBudget}). */
    private long heldBodyBytes;

    HttpExchange(HttpRequestHandler connection, ChannelHandlerContext ctx, FullHttpRequest request) {
        this.connection = connection;
        this.eventLoop = ctx.channel().eventLoop();
        this.alloc = ctx.alloc();
        this.remoteAddress = ctx.channel().remoteAddress();
        this.method = request.method().name();
        this.uri = request.uri();
        HttpVersion requested = request.protocolVersion();
        this.supportedVersion = requested == HttpVersion.HTTP_1_1 || requested == HttpVersion.HTTP_1_0;
        // An unsupported version is answered 505 in HTTP/1.1, never echoed back.
        this.version = supportedVersion ? requested : HttpVersion.HTTP_1_1;
        this.requestedVersion = requested.text();
        this.headers = request.headers();
        // Copied so that the exchange owns no Netty buffer and can travel to any thread.
        this.body = ByteBufUtil.getBytes(request.content());
        this.keepAlive = HttpUtil.isKeepAlive(request);
        this.receivedAtNanos = System.nanoTime();
    }

    // ---- request

    /** "GET", "POST", ... */
    public String method() {
        return method;
    }

    /** The percent-decoded path, without the query. */
    public String path() {
        return path;
    }

    /** The percent-decoded segment bound by {@code :name} in the route pattern, or null. */
    public String pathParam(String name) {
        return pathParams.get(name);
    }

    public QueryParams query() {
        return query;
    }

    /**
     * The caller whose token the authentication hook validated, or null when JWT auth is off, the route is public
     * or its path is exempt ({@code JWT_SKIP_PATHS}).
     */
    public Principal principal() {
        return principal;
    }

    void setPrincipal(Principal principal) {
        this.principal = principal;
    }

    /** The first value of the request header {@code name} (case-insensitive), or null. */
    public String header(String name) {
        return headers.get(name);
    }

    public boolean hasBody() {
        return body.length > 0;
    }

    /** The raw body, empty when there is none. The exchange's own array: read it, do not modify it. */
    public byte[] bodyBytes() {
        return body;
    }

    /**
     * The body parsed as JSON, whatever the Content-Type.
     *
     * @throws ApiException 400 "Empty request body", or 400 "Invalid JSON: ..." with the parser's one-line message
     */
    public JsonNode jsonBody() {
        if (!hasBody()) {
            throw ApiException.badRequest("Empty request body");
        }
        return JsonCodec.parseBody(body);
    }

    /** Like {@link #jsonBody()}, but an empty body reads as {@code {}}. */
    public JsonNode jsonBodyOrEmpty() {
        return hasBody() ? JsonCodec.parseBody(body) : JsonMapper.shared().createObjectNode();
    }

    /** The client's address, for logs. */
    public SocketAddress remoteAddress() {
        return remoteAddress;
    }

    /** The event loop of this exchange's connection, for timers of long polls. */
    public EventLoop eventLoop() {
        return eventLoop;
    }

    /** {@link System#nanoTime()} when the request was decoded. */
    public long receivedAtNanos() {
        return receivedAtNanos;
    }

    // ---- response

    /**
     * Answers with {@code body} as JSON: any Jackson-serialisable value, or a {@code byte[]} already holding JSON.
     * Serialised on the event loop; if that fails the client gets 500 and the error is logged. A 204 goes out
     * without body whatever {@code body} is.
     */
    public void respond(int status, Object body) {
        respond(status, body, Map.of());
    }

    /** Like {@link #respond(int, Object)} with extra response headers, e.g. {@code Retry-After} on a 503. */
    public void respond(int status, Object body, Map<String, String> extraHeaders) {
        Objects.requireNonNull(extraHeaders, "extraHeaders");
        if (responded.compareAndSet(false, true)) {
            onEventLoop(() -> {
                if (!connectionGone) {
                    FullHttpResponse built = status == 204 ? HttpResponses.empty(version, status) : json(status, body);
                    extraHeaders.forEach((name, value) -> built.headers().set(name, value));
                    finish(built);
                }
            });
        }
    }

    /** Answers {@code body} as text of {@code contentType} (UTF-8), for scrapers rather than browsers. */
    public void respondText(int status, String contentType, String body) {
        Objects.requireNonNull(body, "body");
        if (responded.compareAndSet(false, true)) {
            onEventLoop(() -> {
                if (!connectionGone) {
                    finish(HttpResponses.text(version, status, contentType,
                            ByteBufUtil.writeUtf8(alloc, body)));
                }
            });
        }
    }

    /**
     * Answers {@code body} as {@code contentType} with {@code extraHeaders} (e.g. Cache-Control), for static files
     * served to browsers. The array is wrapped, not copied: the caller must never modify it afterwards.
     */
    public void respondBytes(int status, String contentType, byte[] body, Map<String, String> extraHeaders) {
        Objects.requireNonNull(body, "body");
        Objects.requireNonNull(extraHeaders, "extraHeaders");
        if (responded.compareAndSet(false, true)) {
            onEventLoop(() -> {
                if (!connectionGone) {
                    FullHttpResponse built = HttpResponses.bytes(version, status, contentType, body);
                    extraHeaders.forEach((name, value) -> built.headers().set(name, value));
                    finish(built);
                }
            });
        }
    }

    /** Answers without body and without Content-Type, e.g. 204. */
    public void respondEmpty(int status) {
        if (responded.compareAndSet(false, true)) {
            onEventLoop(() -> {
                if (!connectionGone) {
                    finish(HttpResponses.empty(version, status));
                }
            });
        }
    }

    /** Answers {@code {"error": message}}. */
    public void respondError(int status, String message) {
        respond(status, Collections.singletonMap("error", Objects.toString(message, "")));
    }

    public boolean isResponded() {
        return responded.get();
    }

    /**
     * Runs {@code action} once, on the event loop, if the client connection closes before this exchange was
     * answered (long-poll cancellation). Replaces an earlier action. Runs at once if the client is already gone.
     */
    public void onClientGone(Runnable action) {
        Objects.requireNonNull(action, "action");
        onEventLoop(() -> {
            if (connectionGone) {
                if (!isResponded()) {
                    runClientGone(action);
                }
            } else {
                clientGoneAction = action;
                connection.clientGoneActionRegistered();
            }
        });
    }

    /**
     * Tells {@code listener} the status of this exchange's answer once it is ready, or 0 when the client left before
     * it; on the event loop. For a {@link RouteDecorator}'s handler, before it hands the exchange on. Replaces an earlier
     * listener.
     */
    public void onAnswered(IntConsumer listener) {
        answered = listener;
    }

    // ---- package-private, for the request handler (event loop only)

    String uri() {
        return uri;
    }

    /** Whether the request line named HTTP/1.0 or HTTP/1.1, the versions this server speaks. */
    boolean hasSupportedVersion() {
        return supportedVersion;
    }

    /** The protocol version text of the request line, e.g. "HTTP/9.9". */
    String requestedVersion() {
        return requestedVersion;
    }

    String rawPath() {
        return rawPath;
    }

    /**
     * Decodes path and query.
     *
     * @throws ApiException 400 on a malformed percent escape or a target that does not decode to UTF-8
     */
    void decodeTarget() {
        if (!TargetEncoding.isUtf8(uri)) {
            throw ApiException.badRequest("Malformed request URI: not UTF-8 once percent-decoded");
        }
        QueryStringDecoder decoder = QueryStringDecoder.builder().semicolonIsNormalChar(true).build(uri);
        try {
            rawPath = decoder.rawPath();
            path = decoder.path();
            query = new QueryParams(decoder.parameters());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("Malformed request URI: " + e.getMessage());
        }
    }

    void bindPathParams(Map<String, String> params) {
        pathParams = params;
    }

    /** The connection closes after this exchange's response (malformed request). */
    void closeConnectionAfterResponse() {
        closeAfterResponse = true;
    }

    boolean closesConnection() {
        return closeAfterResponse || !keepAlive;
    }

    boolean hasClientGoneAction() {
        return clientGoneAction != null && !isResponded();
    }

    boolean hasResponse() {
        return response != null;
    }

    FullHttpResponse takeResponse() {
        FullHttpResponse taken = response;
        response = null;
        return taken;
    }

    void holdBodyBytes(long bytes) {
        heldBodyBytes = bytes;
    }

    private void releaseBodyBytes() {
        connection.releaseBodyBytes(heldBodyBytes);
        heldBodyBytes = 0;
    }

    /** The connection closed: drop an unsent response and tell an unanswered exchange's owner. */
    void connectionClosed() {
        connectionGone = true;
        releaseBodyBytes();
        if (response != null) {
            response.release();
            response = null;
        }
        if (!isResponded() && clientGoneAction != null) {
            runClientGone(clientGoneAction);
        }
        tellAnswered(0);
    }

    // ---- internals

    /** Times this exchange's answer with {@code timer} (see {@link ResponseTimer#timed}). */
    void timeWith(ResponseTimer timer) {
        this.timer = timer;
    }

    private void finish(FullHttpResponse built) {
        releaseBodyBytes();
        if (timer != null) {
            timer.record(System.nanoTime() - receivedAtNanos);
        }
        connection.countStatus(built.status().code());
        tellAnswered(built.status().code());
        HttpUtil.setKeepAlive(built.headers(), version, !closesConnection());
        response = built;
        connection.responseReady();
    }

    private void tellAnswered(int status) {
        IntConsumer listener = answered;
        if (listener != null) {
            answered = null;
            listener.accept(status);
        }
    }

    private FullHttpResponse json(int status, Object body) {
        ByteBuf content;
        try {
            content = JsonCodec.write(alloc, body);
        } catch (Exception e) {
            log.error("Cannot serialise the {} response to {} {}", status, method, uri, e);
            return HttpResponses.json(version, 500, JsonCodec.errorBody(alloc, INTERNAL_ERROR));
        }
        return HttpResponses.json(version, status, content);
    }

    private void onEventLoop(Runnable task) {
        if (eventLoop.inEventLoop()) {
            task.run();
            return;
        }
        try {
            eventLoop.execute(task);
        } catch (RejectedExecutionException e) {
            log.debug("Event loop shut down; dropping the answer to {} {}", method, uri);
        }
    }

    private void runClientGone(Runnable action) {
        clientGoneAction = null;
        try {
            action.run();
        } catch (RuntimeException e) {
            log.error("onClientGone action of {} {} failed", method, uri, e);
        }
    }
}
