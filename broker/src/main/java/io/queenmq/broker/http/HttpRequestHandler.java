package io.queenmq.broker.http;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import io.netty.channel.socket.DuplexChannel;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.PrematureChannelClosureException;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpContentException;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One connection's requests: wraps each aggregated request in an {@link HttpExchange}, dispatches it through the
 * {@link Router} and writes the responses in request order. Event-loop confined; exchanges answered from other
 * threads hop back here before calling {@link #responseReady()}.
 */
final class HttpRequestHandler extends SimpleChannelInboundHandler<FullHttpRequest> {
    private static final Logger log = LoggerFactory.getLogger(HttpRequestHandler.class);
    /** How long a connection we are closing keeps draining the client's unread bytes; see {@link #closeGently}. */
    private static final long CLOSE_LINGER_MS = 2000;

    private final Router router;
    private final HttpServerSettings settings;
    private final BodyBudgetGate bodyGate;
    private final InflightBodyBudget bodyBudget;
    /** This connection's exchanges in request order; the head is the next one allowed to write its response. */
    private final ArrayDeque<HttpExchange> inFlight = new ArrayDeque<>();
    private ChannelHandlerContext ctx;
    /** Between channelRead and channelReadComplete: writes wait for the single flush at the end of the burst. */
    private boolean inReadBurst;
    private boolean flushPending;
    /** A response announced "Connection: close"; later requests are read and dropped. */
    private boolean closing;
    /**
     * The client half-closed (sent FIN): answer what it asked, then close; but a parked exchange (long poll) takes
     * it as the client gone. Needs ALLOW_HALF_CLOSURE.
     */
    private boolean inputShutdown;
    /** Bytes of a request arrived and the request is not complete yet: the request timeout runs. */
    private boolean receiving;
    private long requestStartNanos;
    /** Last byte read or response written; with nothing in progress, the idle timeout runs from here. */
    private long lastActivityNanos;
    private ScheduledFuture<?> timeoutCheck;

    HttpRequestHandler(Router router, HttpServerSettings settings, BodyBudgetGate bodyGate,
                       InflightBodyBudget bodyBudget) {
        this.router = router;
        this.settings = settings;
        this.bodyGate = bodyGate;
        this.bodyBudget = bodyBudget;
    }

    /** Gives back the in-flight body bytes an exchange held; any thread. */
    void releaseBodyBytes(long bytes) {
        bodyBudget.release(bytes);
    }

    /** Counts an answer about to be sent on this connection. */
    void countStatus(int status) {
        router.statuses().count(status);
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        lastActivityNanos = System.nanoTime();
        // One periodic check per connection rather than a timer set and cancelled per request.
        long periodMs = Math.max(10, Math.min(settings.idleTimeoutMs(), settings.requestTimeoutMs()) / 4);
        timeoutCheck = ctx.executor().scheduleAtFixedRate(this::checkTimeouts, periodMs, periodMs,
                TimeUnit.MILLISECONDS);
        ctx.fireChannelActive();
    }

    /** Called for every read from the socket, before decoding: the first byte of a request starts its clock. */
    void bytesArrived() {
        long now = System.nanoTime();
        lastActivityNanos = now;
        if (!receiving) {
            receiving = true;
            requestStartNanos = now;
        }
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        inReadBurst = true;
        receiving = false; // complete: from now on it may wait for its answer as long as the route needs
        long bodyBytesHeld = bodyGate.transferReservation();
        if (closing) {
            bodyBudget.release(bodyBytesHeld);
            return;
        }
        HttpExchange exchange = new HttpExchange(this, ctx, request);
        exchange.holdBodyBytes(bodyBytesHeld);
        inFlight.add(exchange);
        DecoderResult decoded = request.decoderResult();
        if (decoded.isSuccess()) {
            dispatch(exchange);
        } else {
            reject(exchange, decoded.cause());
        }
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) {
        inReadBurst = false;
        if (flushPending) {
            flushPending = false;
            ctx.flush();
        }
        ctx.fireChannelReadComplete();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (timeoutCheck != null) {
            timeoutCheck.cancel(false);
        }
        for (HttpExchange exchange : inFlight) {
            exchange.connectionClosed();
        }
        inFlight.clear();
        ctx.fireChannelInactive();
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof ChannelInputShutdownEvent) {
            inputShutdown = true;
            if (closing || inFlight.isEmpty() || inFlight.stream().anyMatch(HttpExchange::hasClientGoneAction)) {
                // A parked exchange (long poll) waits for an event, not for work in progress: a client that stopped
                // sending is taken as gone, so that the poll does not lease messages nobody will read.
                ctx.close();
            }
        }
        ctx.fireUserEventTriggered(event);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof IOException || cause instanceof PrematureChannelClosureException
                || cause instanceof DecoderException && cause.getCause() instanceof SSLException) {
            // The client went away (reset, or closed mid-request), or spoke plain HTTP or a failed handshake to the
            // TLS port: routine, not a server problem.
            log.debug("Connection {} failed: {}", ctx.channel(), cause.toString());
        } else {
            log.warn("Closing connection {} after an unexpected error", ctx.channel(), cause);
        }
        ctx.close();
    }

    /** An exchange parked with an {@link HttpExchange#onClientGone} action; event loop only. */
    void clientGoneActionRegistered() {
        if (inputShutdown) {
            ctx.close(); // see userEventTriggered
        }
    }

    /** Writes every response that is next in request order; called on the event loop when an exchange answers. */
    void responseReady() {
        boolean wrote = false;
        while (!closing && !inFlight.isEmpty() && inFlight.peek().hasResponse()) {
            HttpExchange exchange = inFlight.poll();
            ChannelFuture written = ctx.write(exchange.takeResponse());
            wrote = true;
            if (exchange.closesConnection()) {
                closing = true;
                written.addListener((ChannelFutureListener) HttpRequestHandler::closeGently);
            } else if (inputShutdown && inFlight.isEmpty()) {
                // The client half-closed after its last request, which is now answered.
                closing = true;
                written.addListener(ChannelFutureListener.CLOSE);
            }
        }
        if (wrote) {
            lastActivityNanos = System.nanoTime();
            if (inReadBurst) {
                flushPending = true;
            } else {
                ctx.flush();
            }
        }
    }

    /**
     * Closes a connection idle longer than the idle timeout, and answers 408 to a request still incomplete after
     * the request timeout (slowloris). A complete request waiting for its answer (long poll) is neither.
     */
    private void checkTimeouts() {
        if (closing || !ctx.channel().isActive()) {
            return;
        }
        long now = System.nanoTime();
        if (receiving) {
            if (now - requestStartNanos >= TimeUnit.MILLISECONDS.toNanos(settings.requestTimeoutMs())) {
                requestTimedOut();
            }
        } else if (inFlight.isEmpty()
                && now - lastActivityNanos >= TimeUnit.MILLISECONDS.toNanos(settings.idleTimeoutMs())) {
            log.debug("Closing idle connection {}", ctx.channel());
            closing = true;
            ctx.close();
        }
    }

    private void requestTimedOut() {
        log.debug("Request on {} incomplete after {} ms; closing", ctx.channel(), settings.requestTimeoutMs());
        closing = true;
        if (!inFlight.isEmpty()) {
            // Earlier requests are still unanswered and responses go in order: no room for a 408.
            ctx.close();
            return;
        }
        FullHttpResponse timeout = HttpResponses.json(HttpVersion.HTTP_1_1, 408, JsonCodec.errorBody(ctx.alloc(),
                "Request not received within " + settings.requestTimeoutMs() + " ms"));
        HttpUtil.setKeepAlive(timeout, false);
        countStatus(408);
        ctx.writeAndFlush(timeout).addListener((ChannelFutureListener) HttpRequestHandler::closeGently);
    }

    private void dispatch(HttpExchange exchange) {
        try {
            if (exchange.method().equals("OPTIONS")) {
                exchange.respondEmpty(204); // CORS preflight, on any path
                return;
            }
            if (!exchange.hasSupportedVersion()) {
                exchange.closeConnectionAfterResponse();
                exchange.respondError(505, "HTTP version not supported: " + exchange.requestedVersion()
                        + " (HTTP/1.0 and HTTP/1.1 are)");
                return;
            }
            exchange.decodeTarget();
            // HEAD is answered like GET; the codec's encoder drops the body of a response to HEAD and keeps its
            // Content-Length (HttpServerCodec pairs each response with its request's method).
            String routeMethod = exchange.method().equals("HEAD") ? "GET" : exchange.method();
            Router.Match match = router.find(routeMethod, exchange.rawPath());
            if (match == null) {
                exchange.respondError(404, "Not Found");
                return;
            }
            Authenticator authenticator = router.authenticator();
            if (authenticator != null && match.role() != Role.PUBLIC) {
                // Before the handler and before binding parameters: a refused caller learns nothing of the resource.
                exchange.setPrincipal(authenticator.authenticate(exchange.rawPath(), exchange.header("Authorization"),
                        match.role()));
            }
            exchange.bindPathParams(match.params());
            match.handler().handle(exchange);
        } catch (ApiException e) {
            exchange.respondError(e.status(), e.getMessage());
        } catch (Exception e) {
            log.error("{} {} failed", exchange.method(), exchange.uri(), e);
            exchange.respondError(500, HttpExchange.INTERNAL_ERROR);
        }
    }

    /** Answers a request the codec could not decode or accept, then closes: the byte stream cannot be trusted. */
    private void reject(HttpExchange exchange, Throwable cause) {
        log.debug("Rejecting a malformed request on {}: {}", ctx.channel(), cause.toString());
        exchange.closeConnectionAfterResponse();
        if (cause instanceof BodyBudgetGate.InflightBodyLimitException) {
            exchange.respond(503, Map.of("error", cause.getMessage()), Map.of("Retry-After", "1"));
        } else if (cause instanceof TooLongHttpContentException) {
            exchange.respondError(413, cause.getMessage());
        } else if (cause instanceof TooLongHttpLineException) {
            exchange.respondError(414, "Request line too long (max " + settings.maxInitialLineBytes() + " bytes)");
        } else if (cause instanceof TooLongHttpHeaderException) {
            exchange.respondError(431, "Request headers too large (max " + settings.maxHeaderBytes() + " bytes)");
        } else if (cause instanceof HeaderCountLimit.TooManyHeadersException tooMany) {
            exchange.respondError(431, "Too many request headers: " + tooMany.headerCount() + " (max "
                    + settings.maxHeaderCount() + ")");
        } else {
            String detail = cause.getMessage();
            exchange.respondError(400, detail == null ? "Malformed HTTP request" : "Malformed HTTP request: " + detail);
        }
    }

    /**
     * Closes after the last response without destroying it: closing a socket that still has unread request bytes
     * makes the kernel send a reset, which can discard the response before the client reads it. So we only
     * half-close (the client sees our response, then end of stream), keep draining, and close when the client does
     * or after {@link #CLOSE_LINGER_MS}.
     */
    static void closeGently(ChannelFuture written) {
        Channel channel = written.channel();
        if (written.isSuccess() && channel instanceof DuplexChannel duplex && !duplex.isInputShutdown()) {
            duplex.shutdownOutput();
            channel.eventLoop().schedule(() -> {
                channel.close();
            }, CLOSE_LINGER_MS, TimeUnit.MILLISECONDS);
        } else {
            channel.close();
        }
    }
}
