package io.queenmq.broker.http;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.ServerSocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.ssl.SslContext;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The broker's HTTP/1.1 server: one acceptor thread and {@code workerThreads} event loops, native epoll where
 * available and NIO elsewhere; HTTPS only when given a TLS context. Threads: start and close from one thread; {@link #port()} from any after start.
 */
public final class HttpServer implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(HttpServer.class);
    /** Shutdown waits this long without new tasks, letting answers already on their way be written. */
    private static final long SHUTDOWN_QUIET_MS = 100;
    private static final long SHUTDOWN_TIMEOUT_MS = 5000;

    private final HttpServerSettings settings;
    private final Router router;
    private final SslContext tls;
    private EventLoopGroup bossGroup;
    private MultiThreadIoEventLoopGroup workerGroup;
    private volatile Channel serverChannel;

    /** A plain-HTTP server. */
    public HttpServer(HttpServerSettings settings, Router router) {
        this(settings, router, null);
    }

    /**
     * @param tls the server's TLS context (see {@link ServerTls}), making it serve HTTPS only; null for plain HTTP
     */
    public HttpServer(HttpServerSettings settings, Router router, SslContext tls) {
        this.settings = settings;
        this.router = router;
        this.tls = tls;
    }

    /**
     * Binds and starts serving.
     *
     * @throws IllegalStateException if already started, or if the address cannot be bound (the cause says why)
     */
    public void start() throws InterruptedException {
        if (serverChannel != null) {
            throw new IllegalStateException("HTTP server already started");
        }
        boolean epoll = Epoll.isAvailable();
        if (!epoll) {
            log.debug("Native epoll unavailable", Epoll.unavailabilityCause());
        }
        IoHandlerFactory ioHandlerFactory = epoll ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
        Class<? extends ServerSocketChannel> channelType =
                epoll ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
        bossGroup = new MultiThreadIoEventLoopGroup(1, new DefaultThreadFactory("queen-http-accept"), ioHandlerFactory);
        workerGroup = new MultiThreadIoEventLoopGroup(
                settings.workerThreads(), new DefaultThreadFactory("queen-http"), ioHandlerFactory);

        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(bossGroup, workerGroup)
                .channel(channelType)
                .option(ChannelOption.SO_BACKLOG, 1024)
                .childOption(ChannelOption.TCP_NODELAY, true)
                // A client may send its last request and half-close; it still gets the answer (HttpRequestHandler).
                .childOption(ChannelOption.ALLOW_HALF_CLOSURE, true)
                .childHandler(new HttpServerInitializer(settings, router, tls));
        ChannelFuture bound = bootstrap.bind(settings.host(), settings.port()).await();
        if (!bound.isSuccess()) {
            close();
            throw new IllegalStateException("Cannot listen on " + settings.host() + ":" + settings.port() + ": "
                    + bound.cause().getMessage(), bound.cause());
        }
        serverChannel = bound.channel();
        log.info("{} server listening on {}:{} ({} transport, {} event loops, body limit {} bytes)",
                tls == null ? "HTTP" : "HTTPS (TLS on)", settings.host(), port(), epoll ? "epoll" : "NIO",
                workerGroup.executorCount(), settings.maxBodyBytes());
    }

    /** The bound port; differs from the configured one when that was 0. */
    public int port() {
        Channel channel = serverChannel;
        if (channel == null) {
            throw new IllegalStateException("HTTP server not started");
        }
        return ((InetSocketAddress) channel.localAddress()).getPort();
    }

    /** Stops accepting connections; open connections keep being served until {@link #close}. Idempotent. */
    public void stopAccepting() {
        Channel channel = serverChannel;
        if (channel != null) {
            channel.close().syncUninterruptibly();
            serverChannel = null;
        }
    }

    /**
     * Stops accepting, then shuts the event loops down; open connections are closed, which fires the
     * {@link HttpExchange#onClientGone} actions of parked exchanges. Idempotent.
     */
    @Override
    public void close() {
        stopAccepting();
        runQueuedTasks();
        Future<?> boss = shutDown(bossGroup);
        Future<?> workers = shutDown(workerGroup);
        bossGroup = null;
        workerGroup = null;
        if (boss != null) {
            boss.syncUninterruptibly();
        }
        if (workers != null) {
            workers.syncUninterruptibly();
        }
    }

    /**
     * Waits until each event loop has run the tasks queued so far: answers that store lanes completed during the
     * shutdown are such tasks, and a graceful shutdown closes the connections before it runs what is still queued.
     */
    private void runQueuedTasks() {
        if (workerGroup == null) {
            return;
        }
        List<Future<?>> barriers = new ArrayList<>();
        for (EventExecutor loop : workerGroup) {
            barriers.add(loop.submit(() -> { }));
        }
        for (Future<?> barrier : barriers) {
            barrier.awaitUninterruptibly(SHUTDOWN_TIMEOUT_MS);
        }
    }

    private static Future<?> shutDown(EventLoopGroup group) {
        return group == null
                ? null
                : group.shutdownGracefully(SHUTDOWN_QUIET_MS, SHUTDOWN_TIMEOUT_MS, TimeUnit.MILLISECONDS);
    }
}
