/**
 * The Fractal RMI ORB that mwbench assembles: Fractal RMI's own components (binder, adapter,
 * stub factory, RMI and TCP protocols, Jonathan's chunk and context factories) wired by the
 * Fractal ADL definition {@code org.mwbench.servers.fractalrmi.orb.Orb}, with four components
 * of mwbench's own in place of Jonathan's defaults:
 * <ul>
 * <li>{@link org.mwbench.servers.fractalrmi.orb.SocketConnectionFactory}: Jonathan's
 *     {@code IPv4ConnectionFactory} replaces "127.0.0.1" by the host's first non-loopback
 *     address on both sides and has no connect timeout; this one binds where it is told,
 *     connects where it is told, within a timeout, and can close every socket it made;</li>
 * <li>{@link org.mwbench.servers.fractalrmi.orb.OrbScheduler}: Jonathan's scheduler waits for
 *     a reply with no time limit and pools threads it can never stop; this one bounds the wait
 *     of every call and stops its threads;</li>
 * <li>{@link org.mwbench.servers.fractalrmi.orb.OrbAdapter}: Fractal RMI's adapter, whose
 *     keep-alive thread can now end;</li>
 * <li>{@link org.mwbench.servers.fractalrmi.orb.FilteringMarshallerFactory}: Fractal RMI's
 *     marshaller factory with a JEP 290 filter on each message's object stream.</li>
 * </ul>
 * Julia instantiates these classes as component contents: they use no lambda and are compiled
 * with {@code -XDstringConcat=inline}, since Julia's ASM 3 knows no {@code invokedynamic}.
 */
package org.mwbench.servers.fractalrmi.orb;
