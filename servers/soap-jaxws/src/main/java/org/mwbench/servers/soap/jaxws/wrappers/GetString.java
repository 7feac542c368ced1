package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/** The request element of {@code getString}: its parameters. */
@XmlRootElement(name = "getString", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "getString", namespace = WrapperNames.NAMESPACE)
public class GetString {
    @XmlElement(name = "n", namespace = "")
    private int n;

    public int getN() {
        return n;
    }

    public void setN(int n) {
        this.n = n;
    }
}
