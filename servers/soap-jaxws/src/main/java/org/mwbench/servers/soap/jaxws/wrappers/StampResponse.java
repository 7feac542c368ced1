package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/** The response element of {@code stamp}: its result. */
@XmlRootElement(name = "stampResponse", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "stampResponse", namespace = WrapperNames.NAMESPACE)
public class StampResponse {
    @XmlElement(name = "t", namespace = "")
    private long t;

    public long getT() {
        return t;
    }

    public void setT(long t) {
        this.t = t;
    }
}
