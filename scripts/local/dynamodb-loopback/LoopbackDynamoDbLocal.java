import java.io.IOException;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.CommandLineInput;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts AWS's DynamoDB Local bound to one address (127.0.0.1 unless -Ddynamodb.local.host says
 * otherwise). DynamoDB Local has no option for the address: its DynamoDBProxyServer builds a Jetty
 * Server(port), which listens on every interface. This launcher builds the same server through
 * ServerRunner (so every command-line option keeps its meaning), sets the host on Jetty's
 * connector before it starts, and starts it. Telemetry is never configured, so none is sent.
 *
 * Once Jetty listens it prints "DynamoDB Local listening on <host>:<port>"; if the port is taken it
 * says so on stderr and exits 1 (a port that answers is not proof: another program may hold it).
 *
 * With -Ddynamodb.local.exitWithParent=true it exits when its standard input closes: the process
 * that started it has gone (even if killed with SIGKILL), so no DynamoDB Local is left behind.
 */
public final class LoopbackDynamoDbLocal {
  static final String LISTENING = "DynamoDB Local listening on ";

  private LoopbackDynamoDbLocal() {}

  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.local.host", "127.0.0.1");
    if (Boolean.getBoolean("dynamodb.local.exitWithParent")) exitWhenStdinCloses();
    if (!new CommandLineInput(args).init()) return;
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind.");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("Unexpected DynamoDB Local connector: " + connector.getClass().getName());
      }
      ((ServerConnector) connector).setHost(host);
    }
    try {
      proxy.start();
    } catch (Exception failure) {
      // Jetty's pool threads would otherwise keep a server that never listened alive.
      System.err.println("DynamoDB Local could not listen on " + host + ": " + failure);
      System.exit(1);
    }
    // The line the starter waits for: only this process printing it proves the port is its own.
    ServerConnector bound = (ServerConnector) connectors[0];
    System.out.println(LISTENING + bound.getHost() + ":" + bound.getLocalPort());
    System.out.flush();
  }

  private static void exitWhenStdinCloses() {
    Thread watchdog = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // The parent never writes; anything read is ignored.
        }
      } catch (IOException ignored) {
        // A broken pipe means the same: the parent is gone.
      }
      System.exit(0);
    }, "exit-with-parent");
    watchdog.setDaemon(true);
    watchdog.start();
  }
}
