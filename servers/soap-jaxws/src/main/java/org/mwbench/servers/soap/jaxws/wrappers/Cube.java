package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/** The request element of {@code cube}: its parameters. */
@XmlRootElement(name = "cube", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "cube", namespace = WrapperNames.NAMESPACE)
public class Cube {
    @XmlElement(name = "x", namespace = "")
    private long x;

    public long getX() {
        return x;
    }

    public void setX(long x) {
        this.x = x;
    }
}
