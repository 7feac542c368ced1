package org.mwbench.platform.probe;

import java.io.IOException;
import java.io.Serializable;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryUsage;
import java.lang.management.OperatingSystemMXBean;
import java.lang.management.ThreadMXBean;
import java.util.Set;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

/**
 * One reading of a JVM's own figures, as its platform MXBeans give them: what the jvm probe
 * stores per sample and what a footprint measure records for a server. The same reader serves
 * the local JVM ({@link #readLocal()}) and a JVM reached over JMX ({@link #read}), so both
 * report the same figures the same way.
 *
 * @param heapUsed       heap bytes in use (live and not yet collected)
 * @param heapCommitted  heap bytes the JVM holds from the OS
 * @param gcCount        collections so far, all collectors together
 * @param gcTimeMs       ms spent in collections so far, all collectors together
 * @param threads        live threads (daemon or not)
 * @param loadedClasses  classes loaded now
 * @param processCpuNanos CPU the whole process used so far, in ns (-1 when the platform cannot tell)
 */
public record JvmFigures(long heapUsed, long heapCommitted, long gcCount, long gcTimeMs,
                         int threads, int loadedClasses, long processCpuNanos) implements Serializable {

    /** The OS bean's attribute for process CPU: com.sun.management's, present on HotSpot and OpenJ9. */
    private static final String PROCESS_CPU_TIME = "ProcessCpuTime";

    /** The figures of the JVM this code runs in. */
    public static JvmFigures readLocal() {
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long count = 0;
        long time = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount()); // -1 means undefined for that collector
            time += Math.max(0, gc.getCollectionTime());
        }
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        long cpu = os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : -1;
        return new JvmFigures(heap.getUsed(), heap.getCommitted(), count, time,
                ManagementFactory.getThreadMXBean().getThreadCount(),
                ManagementFactory.getClassLoadingMXBean().getLoadedClassCount(), cpu);
    }

    /**
     * The figures of the JVM behind a JMX connection (a local connector the Attach API opened,
     * or the platform MBean server itself). One round trip per bean: memory, each collector,
     * threads, classes, OS.
     */
    public static JvmFigures read(MBeanServerConnection connection) throws IOException {
        MemoryMXBean memory = ManagementFactory.newPlatformMXBeanProxy(
                connection, ManagementFactory.MEMORY_MXBEAN_NAME, MemoryMXBean.class);
        MemoryUsage heap = memory.getHeapMemoryUsage();
        long count = 0;
        long time = 0;
        for (ObjectName name : collectors(connection)) {
            GarbageCollectorMXBean gc = ManagementFactory.newPlatformMXBeanProxy(
                    connection, name.getCanonicalName(), GarbageCollectorMXBean.class);
            count += Math.max(0, gc.getCollectionCount());
            time += Math.max(0, gc.getCollectionTime());
        }
        ThreadMXBean threads = ManagementFactory.newPlatformMXBeanProxy(
                connection, ManagementFactory.THREAD_MXBEAN_NAME, ThreadMXBean.class);
        ClassLoadingMXBean classes = ManagementFactory.newPlatformMXBeanProxy(
                connection, ManagementFactory.CLASS_LOADING_MXBEAN_NAME, ClassLoadingMXBean.class);
        return new JvmFigures(heap.getUsed(), heap.getCommitted(), count, time,
                threads.getThreadCount(), classes.getLoadedClassCount(), processCpu(connection));
    }

    private static Set<ObjectName> collectors(MBeanServerConnection connection) throws IOException {
        try {
            return connection.queryNames(
                    new ObjectName(ManagementFactory.GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE + ",*"), null);
        } catch (javax.management.MalformedObjectNameException e) {
            throw new IllegalStateException("the JDK's own collector name pattern is malformed", e);
        }
    }

    /** Read as a plain attribute so that a JVM whose OS bean lacks it gives -1 instead of failing. */
    private static long processCpu(MBeanServerConnection connection) throws IOException {
        try {
            Object value = connection.getAttribute(
                    new ObjectName(ManagementFactory.OPERATING_SYSTEM_MXBEAN_NAME), PROCESS_CPU_TIME);
            return value instanceof Long nanos ? nanos : -1;
        } catch (javax.management.JMException e) {
            return -1;
        }
    }
}
