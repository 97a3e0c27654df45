#!/bin/bash
set -eux
echo post-deploy
