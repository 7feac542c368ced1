package org.mwbench.servers.ejb.openejb;

import java.util.Properties;
import org.apache.openejb.assembler.classic.Assembler;
import org.apache.openejb.assembler.classic.SecurityServiceInfo;
import org.apache.openejb.assembler.classic.StatelessSessionContainerInfo;
import org.apache.openejb.assembler.classic.TransactionServiceInfo;
import org.apache.openejb.config.ConfigurationFactory;
import org.apache.openejb.loader.SystemInstance;
import org.apache.openejb.ri.sp.PseudoSecurityService;
import org.mwbench.contract.middleware.ContextLoader;

/**
 * The one OpenEJB container of this class loader, booted by the first server that starts and
 * kept for the JVM's life: OpenEJB keeps its state in statics ({@code SystemInstance}), so a
 * class loader holds one container, and each server deploys its bean in it (see
 * {@link BeanDeployment}) and takes it out again at close. The platform gives each middleware
 * a class loader of its own, so the container is this plugin's alone.
 *
 * <p>What is set, and why:
 * <ul>
 *   <li>{@code openejb.deployments.classpath=false}: no scan of the class path for EJB modules;
 *       the servers declare their one bean each.</li>
 *   <li>{@code openejb.jmx.active=false}: no MBeans in the JVM's platform server.</li>
 *   <li>The security service is OpenEJB's {@link PseudoSecurityService} (every call allowed,
 *       no principal) in place of its default, which installs a JACC {@link java.security.Policy}
 *       for the whole JVM: JDK 25 refuses that ("Setting a system-wide Policy object is not
 *       supported"), and the benchmark's bean has no security roles on any JDK.</li>
 *   <li>The stateless container is OpenEJB's default one with {@code StrictPooling=false}: a
 *       call that finds the pool's {@value #POOL_MAX_SIZE} instances busy gets a new instance
 *       rather than waiting up to 30 s for one, so the pool never queues calls the server's
 *       threads have already admitted.</li>
 * </ul>
 */
final class EmbeddedContainer {
    /** OpenEJB's default for the stateless pool's {@code MaxSize}, kept. */
    static final int POOL_MAX_SIZE = 10;

    private static EmbeddedContainer instance;

    private final ConfigurationFactory configuration;
    private final Assembler assembler;

    private EmbeddedContainer(ConfigurationFactory configuration, Assembler assembler) {
        this.configuration = configuration;
        this.assembler = assembler;
    }

    /** The container, booted on first use with this class's loader as the thread's context loader. */
    static synchronized EmbeddedContainer get() throws Exception {
        if (instance == null) {
            instance = ContextLoader.call(EmbeddedContainer.class, EmbeddedContainer::boot);
        }
        return instance;
    }

    private static EmbeddedContainer boot() throws Exception {
        Properties properties = new Properties();
        properties.setProperty("openejb.deployments.classpath", "false");
        properties.setProperty("openejb.jmx.active", "false");
        SystemInstance.init(properties);
        ConfigurationFactory configuration = new ConfigurationFactory();
        Assembler assembler = new Assembler();
        assembler.createTransactionManager(configuration.configureService(TransactionServiceInfo.class));
        SecurityServiceInfo security = configuration.configureService(SecurityServiceInfo.class);
        security.className = PseudoSecurityService.class.getName();
        security.properties.clear(); // the default service's properties (DefaultUser) mean nothing to this one
        assembler.createSecurityService(security);
        StatelessSessionContainerInfo stateless = configuration.configureService(StatelessSessionContainerInfo.class);
        stateless.properties.setProperty("StrictPooling", "false");
        stateless.properties.setProperty("MaxSize", Integer.toString(POOL_MAX_SIZE));
        assembler.createContainer(stateless);
        return new EmbeddedContainer(configuration, assembler);
    }

    ConfigurationFactory configuration() {
        return configuration;
    }

    Assembler assembler() {
        return assembler;
    }}
