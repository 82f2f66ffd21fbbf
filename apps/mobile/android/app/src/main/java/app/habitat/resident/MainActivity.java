package app.habitat.resident;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
