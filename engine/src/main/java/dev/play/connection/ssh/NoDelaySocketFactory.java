package dev.play.connection.ssh;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import javax.net.SocketFactory;

/** Sockets with TCP_NODELAY: a small exec costs ~5 ms instead of ~48 ms (Nagle + delayed ACK). */
final class NoDelaySocketFactory extends SocketFactory {
  @Override
  public Socket createSocket() throws IOException {
    Socket s = new Socket();
    s.setTcpNoDelay(true);
    s.setKeepAlive(true);
    return s;
  }

  @Override
  public Socket createSocket(String host, int port) throws IOException {
    Socket s = createSocket();
    s.connect(new java.net.InetSocketAddress(host, port));
    return s;
  }

  @Override
  public Socket createSocket(String host, int port, InetAddress local, int localPort)
      throws IOException {
    Socket s = createSocket();
    s.bind(new java.net.InetSocketAddress(local, localPort));
    s.connect(new java.net.InetSocketAddress(host, port));
    return s;
  }

  @Override
  public Socket createSocket(InetAddress host, int port) throws IOException {
    Socket s = createSocket();
    s.connect(new java.net.InetSocketAddress(host, port));
    return s;
  }

  @Override
  public Socket createSocket(InetAddress host, int port, InetAddress local, int localPort)
      throws IOException {
    Socket s = createSocket();
    s.bind(new java.net.InetSocketAddress(local, localPort));
    s.connect(new java.net.InetSocketAddress(host, port));
    return s;
  }
}
