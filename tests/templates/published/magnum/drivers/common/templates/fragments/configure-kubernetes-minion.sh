#!/bin/sh
echo "joining $KUBE_MASTER_IP"
