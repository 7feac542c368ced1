package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/** The request element of {@code stamp}: its parameters. */
@XmlRootElement(name = "stamp", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "stamp", namespace = WrapperNames.NAMESPACE)
public class Stamp {
    @XmlElement(name = "t", namespace = "")
    private long t;

    public long getT() {
        return t;
    }

    public void setT(long t) {
        this.t = t;
    }
}
