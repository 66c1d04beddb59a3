"""The multi-process harness of Scripts/studio-cluster (PostgreSQL, Studios, nginx), for the tests."""

import importlib.machinery
import importlib.util
import os

from test_studio import ROOT


def _load():
    loader = importlib.machinery.SourceFileLoader("studio_cluster", os.path.join(ROOT, "Scripts", "studio-cluster"))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


studio_cluster = _load()
