package org.mwbench.servers.ejb.openejb;

import org.apache.openejb.AppContext;
import org.apache.openejb.jee.ApplicationException;
import org.apache.openejb.jee.EjbJar;
import org.apache.openejb.jee.EnvEntry;
import org.apache.openejb.jee.StatelessBean;
import org.mwbench.contract.middleware.ContextLoader;

/**
 * One server's bean in the container: an EJB module of one stateless session bean,
 * {@link BenchmarkBean} under the name {@code BenchmarkService-N}, with {@link EjbBenchmark} as
 * its remote business interface and the server's id as its environment entry. Declared in
 * code, as an {@code ejb-jar.xml} would (metadata complete: no annotation is read), so that
 * each server has its own deployment and nothing is found by scanning. OpenEJB names it in JNDI
 * {@code BenchmarkService-NRemote}, which is what a remote client looks up.
 */
final class BeanDeployment {
    private final String jndiName;
    private final AppContext application;

    private BeanDeployment(String jndiName, AppContext application) {
        this.jndiName = jndiName;
        this.application = application;
    }

    static BeanDeployment deploy(EmbeddedContainer container, String serverId) throws Exception {
        String beanName = "BenchmarkService-" + serverId;
        EjbJar module = new EjbJar("mwbench-" + serverId);
        module.setMetadataComplete(true);
        StatelessBean bean = new StatelessBean(beanName, BenchmarkBean.class);
        bean.addBusinessRemote(EjbBenchmark.class);
        bean.getEnvEntry().add(new EnvEntry(BenchmarkBean.SERVER_ENTRY, String.class, serverId)
                .injectionTarget(BenchmarkBean.class, "serverId"));
        module.addEnterpriseBean(bean);
        // The service's refusals reach the client as thrown, and keep the instance (see BenchmarkBean).
        module.getAssemblyDescriptor().getApplicationException()
                .add(new ApplicationException(IllegalArgumentException.class, false));
        AppContext application = ContextLoader.call(EmbeddedContainer.class, () -> container.assembler().createApplication(
                container.configuration().configureApplication(module)));
        return new BeanDeployment(beanName + "Remote", application);
    }

    /** The name a remote client looks the bean up by. */
    String jndiName() {
        return jndiName;
    }

    /** Undeploys the bean: calls to it then fail with the container's "no such deployment". */
    void undeploy(EmbeddedContainer container) throws Exception {
        ContextLoader.call(EmbeddedContainer.class, () -> {
            container.assembler().destroyApplication(application);
            return null;
        });
    }
}
